import { Trans } from '@lingui/react/macro';
import { Page } from '../../ui/page-header';
import type { PolicyDocument } from './texts/types';

/**
 * A policy document. The body is legal text in the document's own language (the address says which);
 * only the notice around it follows the interface language.
 */
export function PolicyView({ document }: { document: PolicyDocument }) {
  return (
    <Page narrow>
      <p className="mb-4 rounded-xl bg-night-900 px-4 py-2 text-xs text-slate-400">
        {document.lang === 'ru' ? (
          <Trans>This document is published in Russian.</Trans>
        ) : (
          <Trans>This document is published in English.</Trans>
        )}
      </p>
      <article lang={document.lang} className="flex flex-col gap-6">
        <header>
          <h1 className="text-2xl font-extrabold text-white sm:text-3xl">{document.title}</h1>
          <p className="mt-1 text-sm text-slate-400">{document.updated}</p>
        </header>
        {document.sections.map((s) => (
          <section key={s.heading} className="flex flex-col gap-2">
            <h2 className="text-lg font-bold text-white">{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p} className="leading-relaxed text-slate-400">
                {p}
              </p>
            ))}
          </section>
        ))}
      </article>
    </Page>
  );
}
