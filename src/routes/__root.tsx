import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { ToasterSlot } from '../ui/toaster-slot';
import { FatalErrorRedirect } from '../views/system/fatal-error-redirect';
import { RootNotFound } from '../views/system/root-not-found';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: RootNotFound,
  errorComponent: FatalErrorRedirect,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <ToasterSlot />
    </>
  );
}
