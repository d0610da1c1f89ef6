import { useCallback, useMemo, useRef, useState } from 'react';
import { playBeep } from './beeps';

/** Where the sound setting of the games is kept in the browser. */
export const SOUND_STORAGE_KEY = 'games.sound';

function readSetting(): boolean {
  try {
    return localStorage.getItem(SOUND_STORAGE_KEY) !== 'off';
  } catch {
    // storage may be blocked (private mode): sound stays on for this page
    return true;
  }
}

function storeSetting(on: boolean) {
  try {
    localStorage.setItem(SOUND_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // storage may be blocked: the choice lasts for this page
  }
}

/** The games' sound: on or off (kept in localStorage, on by default), and the win/loss beep when on. */
export interface GameSound {
  on: boolean;
  toggle(): void;
  /** Plays the beep of an outcome when the sound is on. */
  play(kind: 'win' | 'loss'): void;
}

/** The sound setting of the game pages. */
export function useGameSound(): GameSound {
  const [on, setOn] = useState(readSetting);
  const current = useRef(on);
  const toggle = useCallback(() => {
    const next = !current.current;
    current.current = next;
    storeSetting(next);
    setOn(next);
  }, []);
  // stable, so a view can play on each new outcome without re-playing when the setting changes
  const play = useCallback((kind: 'win' | 'loss') => {
    if (current.current) playBeep(kind);
  }, []);
  return useMemo(() => ({ on, toggle, play }), [on, toggle, play]);
}
