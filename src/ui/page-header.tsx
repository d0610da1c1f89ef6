import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Links or tabs shown under the title. */
  children?: ReactNode;
}

/** The title block of a page; a title and subtitle given as text are also the page's title and description. */
export function PageHeader({ title, subtitle, children }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      {typeof title === 'string' && (
        <PageMeta
          title={`${title} — RoyalSpin`}
          description={typeof subtitle === 'string' ? subtitle : undefined}
        />
      )}
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
