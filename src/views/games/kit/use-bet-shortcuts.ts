import { useEffect, useRef } from 'react';

/** What the game keys do: Space or Enter bets, H halves the stake, D doubles it. */
export interface BetShortcuts {
  bet(): void;
  half(): void;
  double(): void;
}

type Shortcut = keyof BetShortcuts;

/** Where typing goes (a text field, a list, editable text): letters and Space belong to it there. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  return (
    target instanceof HTMLInputElement && !['range', 'checkbox', 'radio', 'button'].includes(target.type)
  );
}

const CONTROLS =
  'button, a, input, select, textarea, [role=button], [role=switch], [role=tab], [role=slider], [role=radio], [role=checkbox], [role=menuitem], [role=option], [role=link]';

/** Where Space and Enter already act (a button, a link, a switch, a slider): the control keeps them. */
const isControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest(CONTROLS) !== null;

/** Inside an open dialog (logging in, a deposit) no key bets. */
const isInDialog = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('[role=dialog], [aria-modal=true]') !== null;

/**
 * The shortcut a key press asks for, or null. Letters are read by their physical key (`KeyH`), so they work on a
 * Cyrillic layout too; held keys, modifier chords and keys typed into fields are not shortcuts.
 */
export function shortcutOf(event: KeyboardEvent): Shortcut | null {
  if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target) || isInDialog(event.target)) return null;
  if (event.code === 'KeyH') return 'half';
  if (event.code === 'KeyD') return 'double';
  if ((event.code === 'Space' || event.key === 'Enter') && !isControl(event.target)) return 'bet';
  return null;
}

/** Listens for the game keys on the page while `enabled` (a player who can bet). */
export function useBetShortcuts(shortcuts: BetShortcuts, enabled: boolean) {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      // Space would scroll the page
      event.preventDefault();
      latest.current[shortcut]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
