/** The brand mark and name. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 font-extrabold tracking-tight text-white">
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden>
        <circle cx="32" cy="32" r="22" fill="none" stroke="#fbbf24" strokeWidth="7" />
        <circle cx="32" cy="32" r="8" fill="#f59e0b" />
      </svg>
      <span className="text-lg max-[399px]:sr-only">
        Royal<span className="text-gold-400">Spin</span>
      </span>
    </span>
  );
}
