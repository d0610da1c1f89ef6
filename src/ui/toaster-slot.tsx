import { lazy, Suspense } from 'react';
import { useToasterRequested } from './notify';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Where notifications appear; empty, and sonner not loaded, until the page's first `notify`. */
export function ToasterSlot() {
  const requested = useToasterRequested();
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
