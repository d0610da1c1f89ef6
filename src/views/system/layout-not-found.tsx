import { SiteLayout } from '../layout/site-layout';
import { NotFoundView } from './not-found-view';

/** The 404 of any address under a language prefix, shown inside the default layout. */
export function LayoutNotFound() {
  return (
    <SiteLayout>
      <NotFoundView />
    </SiteLayout>
  );
}
