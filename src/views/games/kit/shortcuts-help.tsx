import {
  autoUpdate,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';

function Key({ children }: { children: ReactNode }) {
  return (
    <kbd className="rounded-md border border-night-600 bg-night-900 px-1.5 py-0.5 font-mono text-xs text-slate-200">
      {children}
    </kbd>
  );
}

/** A small "⌨" button that opens the list of the game's keyboard shortcuts. */
export function ShortcutsHelp() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    middleware: [offset(6), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        aria-label={t`Keyboard shortcuts`}
        className="grid size-9 place-items-center rounded-lg bg-night-700 text-slate-200 hover:bg-night-600"
        {...getReferenceProps()}
      >
        <span aria-hidden>⌨</span>
      </button>
      {open && (
        <div
          ref={refs.setFloating}
          style={floatingStyles}
          aria-label={t`Keyboard shortcuts`}
          className="z-40 w-60 rounded-xl border border-night-700 bg-night-800 p-3 text-sm shadow-xl"
          {...getFloatingProps()}
        >
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2">
            <dt>
              <Key>Space</Key> <Key>Enter</Key>
            </dt>
            <dd className="text-slate-300">
              <Trans>Place a bet</Trans>
            </dd>
            <dt>
              <Key>H</Key>
            </dt>
            <dd className="text-slate-300">
              <Trans>Halve the bet</Trans>
            </dd>
            <dt>
              <Key>D</Key>
            </dt>
            <dd className="text-slate-300">
              <Trans>Double the bet</Trans>
            </dd>
          </dl>
        </div>
      )}
    </>
  );
}
