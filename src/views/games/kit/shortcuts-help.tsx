import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Dropdown } from '../../../ui/dropdown';

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
  return (
    <Dropdown
      role="dialog"
      label={t`Keyboard shortcuts`}
      panelLabel={t`Keyboard shortcuts`}
      buttonClassName="grid size-9 place-items-center rounded-lg bg-night-700 text-slate-200 hover:bg-night-600"
      button={<span aria-hidden>⌨</span>}
      panelClassName="z-40 w-60 rounded-xl border border-night-700 bg-night-800 p-3 text-sm shadow-xl"
    >
      {() => (
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
      )}
    </Dropdown>
  );
}
