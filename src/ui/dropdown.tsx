import { lazy, Suspense, useId, useState, type ReactNode } from 'react';

const loadPanel = () => import('./dropdown-panel');
const DropdownPanel = lazy(() => loadPanel().then((m) => ({ default: m.DropdownPanel })));

export interface DropdownProps {
  /** The panel's role: a list to pick from, a menu of actions, or a small dialog. */
  role: 'listbox' | 'menu' | 'dialog';
  /** The button's accessible name, said in full (the button shows a short form of it, or a picture). */
  label: string;
  buttonClassName: string;
  /** What the button shows; hidden from assistive technology, which hears `label`. */
  button: ReactNode;
  panelClassName: string;
  /** Names the panel for assistive technology (a dialog has no text of its own to name it). */
  panelLabel?: string;
  /** Whether the panel may open above the button when there is no room below. */
  flip?: boolean;
  /** The panel's content; `close` closes it (after a pick). */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that opens a panel below it. The button is plain and light; the panel's placement and dismissal
 * (floating-ui, 16 KiB compressed) load on first use and start loading when a pointer or focus reaches the button,
 * so a header with a language picker does not ship them to every visitor.
 */
export function Dropdown(props: DropdownProps) {
  const [reference, setReference] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        ref={setReference}
        type="button"
        aria-haspopup={props.role}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={props.buttonClassName}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden className="contents">
          {props.button}
        </span>
        <span className="sr-only">{props.label}</span>
      </button>
      {open && reference && (
        <Suspense fallback={null}>
          <DropdownPanel
            id={panelId}
            role={props.role}
            label={props.panelLabel}
            reference={reference}
            flip={props.flip ?? false}
            className={props.panelClassName}
            onClose={() => setOpen(false)}
          >
            {props.children(() => setOpen(false))}
          </DropdownPanel>
        </Suspense>
      )}
    </>
  );
}
