import type { ReactNode } from 'react';

export type IconName =
  | 'crash'
  | 'dice'
  | 'coinflip'
  | 'keno'
  | 'miner'
  | 'hilo'
  | 'roulette'
  | 'wheel'
  | 'cases'
  | 'rooms'
  | 'clock'
  | 'globe'
  | 'alert';

const PATHS: Record<IconName, ReactNode> = {
  crash: <path d="M3 19l6-6 4 4 8-9M15 8h6v6" />,
  dice: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <circle cx="9" cy="9" r="1" fill="currentColor" />
      <circle cx="15" cy="15" r="1" fill="currentColor" />
      <circle cx="12" cy="12" r="1" fill="currentColor" />
    </>
  ),
  coinflip: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="4" />
    </>
  ),
  keno: (
    <>
      <rect x="4" y="4" width="6" height="6" rx="1.5" />
      <rect x="14" y="4" width="6" height="6" rx="1.5" />
      <rect x="4" y="14" width="6" height="6" rx="1.5" />
      <rect x="14" y="14" width="6" height="6" rx="1.5" fill="currentColor" />
    </>
  ),
  miner: (
    <>
      <circle cx="12" cy="13" r="6" />
      <path d="M12 7V4M16.5 8.5l2-2M18 13h3M12 3h3" />
    </>
  ),
  hilo: <path d="M8 4v16M4 8l4-4 4 4M16 20V4M12 16l4 4 4-4" />,
  roulette: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="2" />
      <path d="M12 4v6M12 14v6M4 12h6M14 12h6" />
    </>
  ),
  wheel: (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 13V5M12 13l7 3M12 13l-7 3M10 2h4l-2 3z" />
    </>
  ),
  cases: <path d="M4 10h16v10H4zM3 6h18v4H3zM12 6v14M12 6c-2-3-6-3-6 0M12 6c2-3 6-3 6 0" />,
  rooms: <path d="M5 21V4h11v17M3 21h18M13 12h.01M16 4l3 2v15" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 8v4l3 2" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M4 12h16M12 4c3 3 3 13 0 16M12 4c-3 3-3 13 0 16" />
    </>
  ),
  alert: <path d="M12 4l9 16H3zM12 10v4M12 17h.01" />,
};

/** A line icon drawn in the current text colour. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {PATHS[name]}
    </svg>
  );
}
