import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from './button';
import { cx } from './cx';
import { TextField } from './text-field';

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
 * floats at the bottom right.
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
        'fixed inset-x-0 bottom-0 z-40 flex flex-col gap-3 border-t border-night-800 bg-night-950/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur',
        'sm:inset-x-auto sm:right-4 sm:items-end sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none',
        // the Kazakhstan placement: the dock's left end on a phone, a little higher on a wider screen
        variant === 'kz' ? 'items-start sm:bottom-6' : 'items-end sm:bottom-4',
      )}
    >
      {open && (
        <section
          aria-label={t`Support chat`}
          className="w-full rounded-2xl border border-night-700 bg-night-800 p-4 shadow-2xl sm:w-[min(22rem,calc(100vw-2rem))]"
        >
          <h2 className="text-base font-bold text-white">
            <Trans>Support chat</Trans>
          </h2>
          {sent ? (
            <p className="mt-3 text-sm text-jade-400">
              <Trans>Thank you! An operator will reply to your email.</Trans>
            </p>
          ) : (
            <form
              className="mt-3 flex flex-col gap-3"
              onSubmit={(e) => {
                e.preventDefault();
                onSend({ email: email.trim(), text: text.trim() });
              }}
            >
              <p className="text-sm text-slate-400">
                <Trans>
                  Live chat is not available yet. Leave your question and an operator will reply by email.
                </Trans>
              </p>
              <TextField
                label={t`Email`}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={setEmail}
              />
              <textarea
                aria-label={t`Your question`}
                required
                rows={3}
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={t`Your question`}
                className="w-full rounded-xl border border-night-600 bg-night-900 p-3 text-sm text-slate-100 placeholder:text-slate-400 focus:border-gold-400 focus:outline-none"
              />
              <Button type="submit" busy={busy} block>
                <Trans>Send</Trans>
              </Button>
            </form>
          )}
        </section>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-label={open ? t`Close support chat` : t`Open support chat`}
        onClick={() => setOpen(!open)}
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
