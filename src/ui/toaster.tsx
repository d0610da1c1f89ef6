import { useEffect, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { NOTIFICATIONS } from '../contract/constants';
import { toasterMounted } from './notify';

/** The toast host with the settings of SPEC §9: top right, 3000 ms, 300 px wide. */
export function Toaster() {
  // runs after sonner's own effects (a child's run first), so it is listening by then
  useEffect(toasterMounted, []);
  return (
    <Sonner
      position={NOTIFICATIONS.position}
      duration={NOTIFICATIONS.duration}
      theme="dark"
      richColors
      closeButton
      style={{ '--width': `${NOTIFICATIONS.width}px` } as CSSProperties}
    />
  );
}
