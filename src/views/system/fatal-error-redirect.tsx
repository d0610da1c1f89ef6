import { Navigate, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Error boundary body: logs the error and sends the player to /error (SPEC §8). */
export function FatalErrorRedirect({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <Navigate to="/{-$lang}/error" replace />;
}
