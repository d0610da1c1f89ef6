import type { CSSProperties } from 'react';

/** The pause between two drawn numbers as they are revealed, in ms. */
export const REVEAL_STEP_MS = 110;

/**
 * Classes of an element that appears as a drawn number is revealed: it is mounted at once with the answer and
 * fades and grows in from its CSS starting style, after its delay. No timer runs: the browser staggers the
 * transitions, and changing `transition` to none (skip, reduced motion) shows everything at once.
 */
export const REVEAL_CLASS =
  'transition duration-200 ease-out starting:scale-50 starting:opacity-0 motion-reduce:transition-none';

/** The delay of the `order`-th drawn number (0 first); none when the draw is shown at once. */
export const revealStyle = (order: number, instant: boolean): CSSProperties =>
  instant ? { transition: 'none' } : { transitionDelay: `${order * REVEAL_STEP_MS}ms` };
