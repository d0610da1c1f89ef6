import { useLingui } from '@lingui/react/macro';
import { LOCALES, type Locale } from '../contract/constants';
import { LOCALE_LABELS } from '../i18n/names';
import { cx } from './cx';
import { Dropdown } from './dropdown';

export interface LanguageSwitcherProps {
  value: Locale;
  onChange: (locale: Locale) => void;
}

/** Picks ru, en or kz; names are shown in the current interface language. */
export function LanguageSwitcher({ value, onChange }: LanguageSwitcherProps) {
  const { t, i18n } = useLingui();
  const language = i18n._(LOCALE_LABELS[value]);
  return (
    <Dropdown
      role="menu"
      label={t`Language: ${language}`}
      buttonClassName="flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-300 uppercase hover:bg-night-800 hover:text-white"
      button={
        <>
          <span data-locale-code>{value}</span>
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden>
            <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
          </svg>
        </>
      }
      flip
      panelClassName="z-40 min-w-40 rounded-xl border border-night-700 bg-night-800 p-1 shadow-xl"
    >
      {(close) =>
        LOCALES.map((locale) => (
          <button
            key={locale}
            type="button"
            role="menuitemradio"
            aria-checked={locale === value}
            lang={locale === 'kz' ? 'kk' : locale}
            onClick={() => {
              close();
              if (locale !== value) onChange(locale);
            }}
            className={cx(
              'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-night-700',
              locale === value ? 'text-gold-400' : 'text-slate-200',
            )}
          >
            {i18n._(LOCALE_LABELS[locale])}
            <span className="text-xs text-slate-400 uppercase">{locale}</span>
          </button>
        ))
      }
    </Dropdown>
  );
}
