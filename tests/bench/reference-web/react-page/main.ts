import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import ky from 'ky';
import { createElement, type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { assign, createActor, setup } from 'xstate';

/**
 * The React floor of `bench:web`'s reference: the page arrives drawn (the same snapshot the static reference
 * serves) and the required stack (React 19, TanStack Router, XState, Lingui, ky) boots and draws the same markup
 * over it, as the product's app does, but with nothing else: one machine, one route, one request, no data.
 */
const root = document.getElementById('root')!;
const drawn = root.cloneNode(true) as HTMLElement;

const ATTRIBUTE_PROPS: Record<string, string> = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex' };
const styleProp = (text: string) =>
  Object.fromEntries(
    text
      .split(';')
      .map((rule) => rule.split(':').map((part) => part.trim()))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [name!.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), value]),
  );

function toElement(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const props: Record<string, unknown> = { key };
  for (const { name, value } of node.attributes)
    props[ATTRIBUTE_PROPS[name] ?? name] = name === 'style' ? styleProp(value) : value;
  const children = [...node.childNodes].map(toElement);
  return createElement(node.tagName.toLowerCase(), props, ...(children.length ? [children] : []));
}

const page = setup({ types: { context: {} as { ready: boolean } } }).createMachine({
  context: { ready: false },
  on: { loaded: { actions: assign({ ready: true }) } },
});
const actor = createActor(page).start();

function Page() {
  useSelector(actor, (snapshot) => snapshot.context.ready);
  return createElement('div', { style: { display: 'contents' } }, [...drawn.childNodes].map(toElement));
}

i18n.load(document.documentElement.lang, {});
i18n.activate(document.documentElement.lang);
const router = createRouter({ routeTree: createRootRoute({ component: Page }) });
void ky
  .get('/robots.txt')
  .text()
  .then(() => actor.send({ type: 'loaded' }));

await router.load();
startTransition(() =>
  createRoot(root).render(createElement(I18nProvider, { i18n }, createElement(RouterProvider, { router }))),
);
