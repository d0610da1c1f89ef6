// @vitest-environment jsdom
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { selectInstallOffered } from '../../../machines/install-prompt/install-prompt.select';
import { provideInstallPrompt } from '../../../src/app/pwa/provide-install-prompt';
import { holdEarlyInstallOffer, takeEarlyInstallOffer } from '../../../src/pwa/early-install-offer';

const offer = () => new Event('beforeinstallprompt', { cancelable: true });

const storage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
};

describe('an install offer made before the app runs', () => {
  it('is kept from the browser’s own infobar and handed to the app once', () => {
    const page = new EventTarget() as unknown as Window;
    holdEarlyInstallOffer(page);
    const event = offer();
    page.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(takeEarlyInstallOffer(page)).toBe(event);
    expect(takeEarlyInstallOffer(page)).toBeNull();
  });

  it('shows the app’s install banner as an offer made afterwards does', () => {
    const page = new EventTarget() as unknown as Window;
    holdEarlyInstallOffer(page);
    page.dispatchEvent(offer());
    const logic = provideInstallPrompt({
      window: Object.assign(page, { matchMedia: () => ({ matches: false }) as MediaQueryList }),
      storage: storage(),
      takeEarlyOffer: () => takeEarlyInstallOffer(page),
    });
    const actor = createActor(logic, { input: { dismissed: false, installed: false } }).start();
    expect(selectInstallOffered(actor.getSnapshot())).toBe(true);
    actor.stop();

    // without it the banner waits for the browser's offer
    const later = provideInstallPrompt({
      window: Object.assign(new EventTarget(), {
        matchMedia: () => ({ matches: false }) as MediaQueryList,
      }) as never,
      storage: storage(),
      takeEarlyOffer: () => null,
    });
    const waiting = createActor(later, { input: { dismissed: false, installed: false } }).start();
    expect(selectInstallOffered(waiting.getSnapshot())).toBe(false);
    waiting.stop();
  });
});
