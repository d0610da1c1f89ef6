/** What the player can tap on a prerendered page that only works once the app runs (links work on their own). */
const TAPPABLE = 'button, [role="button"]';

/**
 * Keeps a tap on a prerendered page's button (the page drawn by the server before the app ran: scripts/prerender)
 * and, once the app has drawn the same page in its place, taps the same button there: the n-th button of the page,
 * when it still says the same. A player who taps "Log in" while the scripts load gets the login form, not nothing.
 * Only the last tap is kept; a tap whose button the app's page no longer has is dropped.
 */
export function holdEarlyTaps(root: HTMLElement): void {
  const prerendered = root.firstElementChild;
  if (!prerendered) return;
  let held: { index: number; text: string } | null = null;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
    if (!button || !prerendered.contains(button)) return;
    event.preventDefault();
    held = { index: [...root.querySelectorAll(TAPPABLE)].indexOf(button), text: button.textContent ?? '' };
  };
  root.addEventListener('click', onClick, true);
  const replaced = new MutationObserver(() => {
    if (prerendered.isConnected) return;
    replaced.disconnect();
    root.removeEventListener('click', onClick, true);
    const tap = held;
    if (!tap) return;
    const button = root.querySelectorAll<HTMLElement>(TAPPABLE)[tap.index];
    if (button && button.textContent === tap.text) button.click();
  });
  replaced.observe(root, { childList: true });
}
