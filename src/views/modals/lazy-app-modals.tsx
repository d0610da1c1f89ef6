import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { selectOpenModal, useAppSelector } from '../../app';
import { Spinner } from '../../ui/spinner';

const loadModals = () => {
  // the modals' modules wait for the rest of the catalog before they run (src/i18n/all-messages.ts); started here, it
  // loads beside their code instead of once all of that code has arrived
  void import('../../i18n/all-messages');
  return import('./app-modals');
};
const AppModals = lazy(() => loadModals().then((m) => ({ default: m.AppModals })));

/**
 * Starts loading the modals (auth forms, the cashier, their masks and focus handling) before they are asked for:
 * the header calls it when a pointer or focus reaches its buttons, so the first click rarely waits.
 */
export function preloadModals() {
  void loadModals();
}

/**
 * The modals of SPEC §2, loaded on first use: a guest who never opens one never downloads them. Until the code
 * arrives an instant skeleton stands where the modal will be; once loaded they stay mounted, as they always were.
 */
export function LazyAppModals() {
  const open = useAppSelector(selectOpenModal);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={open ? <ModalSkeleton /> : null}>
      <AppModals />
    </Suspense>
  );
}

function ModalSkeleton() {
  const { t } = useLingui();
  return (
    <div className="fixed inset-0 z-50 grid place-items-end bg-black/70 sm:place-items-center sm:p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-busy="true"
        aria-label={t`Loading…`}
        className="grid h-72 w-full place-items-center rounded-t-3xl border border-night-700 bg-night-800 text-slate-300 sm:max-w-md sm:rounded-3xl"
      >
        <Spinner />
      </div>
    </div>
  );
}
