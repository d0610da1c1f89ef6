import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

/** Development only: opens the Stately inspector from a click (a popup needs a user gesture). */
export function InspectorButton({ onOpen }: { onOpen: () => void }) {
  const [opened, setOpened] = useState(false);
  if (opened) return null;
  return (
    <button
      type="button"
      className="fixed bottom-4 left-4 z-50 rounded-lg bg-violet-600 px-3 py-2 text-xs font-semibold text-white shadow-lg"
      onClick={() => {
        onOpen();
        setOpened(true);
      }}
    >
      <Trans>Open Stately inspector</Trans>
    </button>
  );
}
