import { useId, type ReactNode } from 'react';

/** One titled part of the bonuses page, named by its title. */
export function BonusSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-bold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
