import { MinimalLayout } from '../layout/minimal-layout';
import { NotFoundView } from './not-found-view';

/** The 404 shown outside any layout, e.g. for an unknown language prefix. */
export function RootNotFound() {
  return (
    <MinimalLayout>
      <NotFoundView />
    </MinimalLayout>
  );
}
