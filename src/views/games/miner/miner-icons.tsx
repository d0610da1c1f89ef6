/** A cut gem, drawn in the current colour: what a safe tile holds. */
export function GemIcon({ className = 'size-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden>
      <path d="M7 4h10l4 5-9 11L3 9z" fill="currentColor" opacity="0.85" />
      <path d="M3 9h18M9 4l3 5 3-5M12 9v11" stroke="white" strokeOpacity="0.5" strokeWidth="1" fill="none" />
    </svg>
  );
}

/** A mine with its spikes, drawn in the current colour. */
export function MineIcon({ className = 'size-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden>
      <path
        d="M12 2v4M12 18v4M2 12h4M18 12h4M5 5l2.8 2.8M16.2 16.2 19 19M5 19l2.8-2.8M16.2 7.8 19 5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="12" cy="12" r="6" fill="currentColor" />
      <circle cx="10" cy="10" r="1.5" fill="white" fillOpacity="0.7" />
    </svg>
  );
}
