import type { KeyboardEvent } from 'react';

/** Where an arrow, Home or End key moves from cell `index` of a `columns`-wide grid of `count` cells; null: no move. */
export function nextCell(key: string, index: number, columns: number, count: number): number | null {
  const row = Math.floor(index / columns);
  switch (key) {
    case 'ArrowRight':
      return Math.min(count - 1, index + 1);
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return index + columns < count ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return row * columns;
    case 'End':
      return Math.min(count - 1, row * columns + columns - 1);
    default:
      return null;
  }
}

/**
 * Moves the focus between the grid's cells (`[data-cell]` buttons in order) with the arrow keys, Home and End, so a
 * keyboard reaches any tile without tabbing through all of them.
 */
export function onGridKeyDown(columns: number) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const cells = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-cell]'));
    const index = cells.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const next = nextCell(event.key, index, columns, cells.length);
    if (next === null) return;
    // the arrows would scroll the page
    event.preventDefault();
    cells[next]!.focus();
  };
}
