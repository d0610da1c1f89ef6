import {
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import type { ReactNode } from 'react';

export interface DropdownPanelProps {
  id: string;
  role: 'listbox' | 'menu' | 'dialog';
  label: string | undefined;
  reference: HTMLElement;
  flip: boolean;
  className: string;
  onClose: () => void;
  children: ReactNode;
}

/** The open panel of a `Dropdown`: placed under its button, closed by Esc or a press outside. */
export function DropdownPanel(props: DropdownPanelProps) {
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => !open && props.onClose(),
    elements: { reference: props.reference },
    placement: 'bottom-end',
    middleware: [offset(6), ...(props.flip ? [flip()] : []), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context), useRole(context, { role: props.role })]);
  return (
    <div
      ref={refs.setFloating}
      style={floatingStyles}
      aria-label={props.label}
      className={props.className}
      {...getFloatingProps({ id: props.id })}
    >
      {props.children}
    </div>
  );
}
