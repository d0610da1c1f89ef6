import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { TextField } from './text-field';
import type { SupportMessage } from './support-chat';

/** What the open panel shows and edits; the chat keeps the draft, so closing the panel does not lose it. */
export interface SupportChatPanelProps {
  onSend: (message: SupportMessage) => void;
  busy?: boolean | undefined;
  sent?: boolean | undefined;
  email: string;
  text: string;
  onEmailChange: (email: string) => void;
  onTextChange: (text: string) => void;
}

/** The support chat's message panel, loaded when the chat is first opened (`support-chat.tsx`). */
export function SupportChatPanel({
  onSend,
  busy,
  sent,
  email,
  text,
  onEmailChange,
  onTextChange,
}: SupportChatPanelProps) {
  const { t } = useLingui();
  return (
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
            onChange={onEmailChange}
          />
          <textarea
            aria-label={t`Your question`}
            required
            rows={3}
            value={text}
            onChange={(e) => onTextChange(e.target.value)}
            placeholder={t`Your question`}
            className="w-full rounded-xl border border-night-600 bg-night-900 p-3 text-sm text-slate-100 placeholder:text-slate-400 focus:border-gold-400 focus:outline-none"
          />
          <Button type="submit" busy={busy} block>
            <Trans>Send</Trans>
          </Button>
        </form>
      )}
    </section>
  );
}
