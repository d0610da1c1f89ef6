import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Page, PageHeader } from '../../ui/page-header';

const QUESTIONS: Array<{ q: MessageDescriptor; a: MessageDescriptor }> = [
  {
    q: msg`How do I create an account?`,
    a: msg`Press "Sign up", choose email or phone, enter a password and pick your account currency. The currency cannot be changed later.`,
  },
  {
    q: msg`Who can play?`,
    a: msg`Only adults aged 18 or over, in countries where online gambling is allowed. One person may hold only one account.`,
  },
  {
    q: msg`I forgot my password. What should I do?`,
    a: msg`Use "Forgot password?" in the login window. We will send a reset link to your email or a code to your phone.`,
  },
  {
    q: msg`Why do I need to verify my identity?`,
    a: msg`Verification (KYC) protects your account and is required by law before larger payouts. We may ask for an identity document and proof of address.`,
  },
  {
    q: msg`Are the in-house games fair?`,
    a: msg`Our in-house games use a provably fair algorithm: the result of each round is fixed before your bet and can be checked afterwards.`,
  },
  {
    q: msg`How do I contact support?`,
    a: msg`Press the chat button at the bottom right of the screen and leave your question. An operator will reply by email.`,
  },
  {
    q: msg`How can I limit my play?`,
    a: msg`Set yourself a budget and take breaks. If gambling stops being fun, contact support and we will help you restrict or close your account.`,
  },
];

/** Frequently asked questions. */
export function FaqView() {
  const { t, i18n } = useLingui();
  return (
    <Page narrow>
      <PageHeader title={t`Frequently asked questions`} />
      <div className="flex flex-col gap-3">
        {QUESTIONS.map(({ q, a }) => (
          <details
            key={q.id}
            className="group rounded-2xl border border-night-700 bg-night-900 px-5 py-4 open:border-night-600"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-white">
              {i18n._(q)}
              <span className="text-gold-400 transition group-open:rotate-45" aria-hidden>
                +
              </span>
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-slate-400">{i18n._(a)}</p>
          </details>
        ))}
      </div>
    </Page>
  );
}
