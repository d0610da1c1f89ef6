import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from './button';
import { cx } from './cx';
import { TextField } from './text-field';

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

/** The floating support button at the bottom right and its small message panel. */
export function SupportChat({ variant = 'default', onSend, busy, sent }: SupportChatProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [text, setText] = useState('');
  return (
    <div
      data-variant={variant}
      className={cx(
        'fixed right-4 z-40 flex flex-col items-end gap-3',
        variant === 'kz' ? 'bottom-20 sm:bottom-6' : 'bottom-4',
      )}
    >
      {open && (
        <section
          aria-label={t`Support chat`}
          className="w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-night-700 bg-night-800 p-4 shadow-2xl"
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
                className="w-full rounded-xl border border-night-600 bg-night-900 p-3 text-sm text-slate-100 placeholder:text-slate-500 focus:border-gold-400 focus:outline-none"
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
        className="grid size-14 place-items-center rounded-full bg-gradient-to-b from-gold-300 to-gold-500 text-night-950 shadow-xl shadow-gold-500/30 transition hover:scale-105"
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
