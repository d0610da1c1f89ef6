/** One figure of a game (the multiplier, the next multiplier, the mine count), named for screen readers. */
export function Readout({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-night-800 px-3 py-2">
      <span className="text-xs text-slate-400">{label}</span>
      <output aria-label={label} className="text-lg font-bold tabular-nums text-white">
        {value}
      </output>
    </div>
  );
}
