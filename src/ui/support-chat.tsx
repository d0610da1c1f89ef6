import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { cx } from './cx';

const loadPanel = () => import('./support-chat-panel');
const SupportChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.SupportChatPanel })));

/** The band a page keeps free at its bottom on a phone for the chat dock (44 px button, 8 px above and below). */
export const CHAT_DOCK_SPACE = 'pb-16 sm:pb-0';

export interface SupportMessage {
  email: string;
  text: string;
}

export interface SupportChatProps {
  /** `kz` places the widget for Kazakhstan (country KZ or locale kz). */
  variant?: 'default' | 'kz';
  onSend: (message: SupportMessage) => void;
  busy?: boolean;
  /** True once the message was accepted; the panel then thanks the player. */
  sent?: boolean;
}

/**
 * The support button and its small message panel. On a phone the button sits in a dock along the bottom edge, and
 * the layout keeps that band free (`CHAT_DOCK_SPACE`), so it never lies over a game's controls; from `sm` up it
 * floats at the bottom right. The panel's code loads when a pointer or focus first reaches the button: a visitor who
 * never opens the chat never downloads its form.
 */
export function SupportChat({ variant = 'default', onSend, busy, sent }: SupportChatProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [text, setText] = useState('');
  return (
    <div
      data-variant={variant}
      data-support-chat
      className={cx(
        'fixed inset-x-0 bottom-0 z-40 flex flex-col gap-3 border-t border-night-800 bg-night-950 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]',
        'sm:inset-x-auto sm:right-4 sm:items-end sm:border-0 sm:bg-transparent sm:p-0',
        // the Kazakhstan placement: the dock's left end on a phone, a little higher on a wider screen
        variant === 'kz' ? 'items-start sm:bottom-6' : 'items-end sm:bottom-4',
      )}
    >
      {open && (
        <Suspense fallback={null}>
          <SupportChatPanel
            onSend={onSend}
            busy={busy}
            sent={sent}
            email={email}
            text={text}
            onEmailChange={setEmail}
            onTextChange={setText}
          />
        </Suspense>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-label={open ? t`Close support chat` : t`Open support chat`}
        onClick={() => setOpen(!open)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="grid size-11 place-items-center rounded-full bg-gradient-to-b from-gold-300 to-gold-500 text-night-950 shadow-xl shadow-gold-500/30 transition hover:scale-105 sm:size-14"
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden>
          <path
            d="M4 5h16v11H8l-4 4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </div>
  );
}
