import {
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LOCALES, type Locale } from '../contract/constants';
import { LOCALE_LABELS } from '../i18n/names';
import { cx } from './cx';

export interface LanguageSwitcherProps {
  value: Locale;
  onChange: (locale: Locale) => void;
}

/** Picks ru, en or kz; names are shown in the current interface language. */
export function LanguageSwitcher({ value, onChange }: LanguageSwitcherProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const language = i18n._(LOCALE_LABELS[value]);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'listbox' }),
  ]);

  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        aria-label={t`Language: ${language}`}
        className="flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-300 uppercase hover:bg-night-800 hover:text-white"
        {...getReferenceProps()}
      >
        {value}
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden>
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      {open && (
        <ul
          ref={refs.setFloating}
          style={floatingStyles}
          className="z-40 min-w-40 rounded-xl border border-night-700 bg-night-800 p-1 shadow-xl"
          {...getFloatingProps()}
        >
          {LOCALES.map((locale) => (
            <li key={locale} role="option" aria-selected={locale === value}>
              <button
                type="button"
                lang={locale === 'kz' ? 'kk' : locale}
                onClick={() => {
                  setOpen(false);
                  if (locale !== value) onChange(locale);
                }}
                className={cx(
                  'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-night-700',
                  locale === value ? 'text-gold-400' : 'text-slate-200',
                )}
              >
                {i18n._(LOCALE_LABELS[locale])}
                <span className="text-xs text-slate-500 uppercase">{locale}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
