import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { installPromptMachine } from './install-prompt.machine';
import { selectInstallOffered } from './install-prompt.select';
import type { InstallOutcome, InstallPromptInput } from './install-prompt.types';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function startPrompt(input: Partial<InstallPromptInput> = {}, outcome: InstallOutcome = 'accepted') {
  const remembered: string[] = [];
  const prompts: number[] = [];
  const actor = createActor(
    installPromptMachine.provide({
      actors: {
        watchInstallability: fromCallback<EventObject, void>(() => {}),
        showInstallPrompt: fromPromise(async () => {
          prompts.push(1);
          return outcome;
        }),
      },
      actions: { rememberDismissal: () => void remembered.push('dismissed') },
    }),
    { input: { dismissed: false, installed: false, ...input } },
  ).start();
  return { actor, remembered, prompts };
}

describe('installPrompt', () => {
  it('offers to install once the browser can, and the browser’s dialog installs', async () => {
    const { actor, prompts } = startPrompt();
    expect(selectInstallOffered(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'install.available' });
    expect(selectInstallOffered(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'install.accept' });
    await flush();
    expect(prompts).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('installed');
    actor.send({ type: 'install.available' });
    expect(selectInstallOffered(actor.getSnapshot())).toBe(false);
  });

  it('a "not now" in the browser’s dialog offers again when the browser next can', async () => {
    const { actor } = startPrompt({}, 'dismissed');
    actor.send({ type: 'install.available' });
    actor.send({ type: 'install.accept' });
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'install.available' });
    expect(selectInstallOffered(actor.getSnapshot())).toBe(true);
  });

  it('dismissed for good: remembered, and never offered again, in this visit or the next', () => {
    const { actor, remembered } = startPrompt();
    actor.send({ type: 'install.available' });
    actor.send({ type: 'install.dismiss' });
    expect(remembered).toEqual(['dismissed']);
    actor.send({ type: 'install.available' });
    expect(selectInstallOffered(actor.getSnapshot())).toBe(false);
    const next = startPrompt({ dismissed: true });
    next.actor.send({ type: 'install.available' });
    expect(selectInstallOffered(next.actor.getSnapshot())).toBe(false);
  });

  it('offers nothing inside the installed app, or after the browser installed it from its menu', () => {
    const installed = startPrompt({ installed: true });
    installed.actor.send({ type: 'install.available' });
    expect(installed.actor.getSnapshot().value).toBe('installed');
    const viaMenu = startPrompt();
    viaMenu.actor.send({ type: 'install.available' });
    viaMenu.actor.send({ type: 'install.installed' });
    expect(selectInstallOffered(viaMenu.actor.getSnapshot())).toBe(false);
  });
});
