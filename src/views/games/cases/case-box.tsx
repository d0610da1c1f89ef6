/** A closed case, drawn in the current colour. */
export function CaseBox({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden>
      <rect x="6" y="16" width="36" height="26" rx="4" fill="currentColor" opacity="0.25" />
      <rect x="4" y="10" width="40" height="10" rx="3" fill="currentColor" opacity="0.6" />
      <rect x="20" y="10" width="8" height="32" fill="currentColor" />
      <path
        d="M24 10c-3-6-10-6-10-1M24 10c3-6 10-6 10-1"
        stroke="currentColor"
        strokeWidth="2.5"
        fill="none"
      />
    </svg>
  );
}
