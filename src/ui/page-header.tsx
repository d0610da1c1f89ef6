import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Links or tabs shown under the title. */
  children?: ReactNode;
}

/** The title block of a page. */
export function PageHeader({ title, subtitle, children }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      {typeof title === 'string' && <title>{`${title} — RoyalSpin`}</title>}
      <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{title}</h1>
      {subtitle && <p className="text-slate-400">{subtitle}</p>}
      {children}
    </div>
  );
}

/** The centred content column of ordinary pages. */
export function Page({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return <div className={`mx-auto w-full px-4 py-8 ${narrow ? 'max-w-2xl' : 'max-w-7xl'}`}>{children}</div>;
}
