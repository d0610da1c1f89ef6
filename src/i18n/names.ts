import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '../contract/constants';

/** Display names of the interface languages, translated into the current language. */
export const LOCALE_LABELS: Record<Locale, MessageDescriptor> = {
  ru: msg`Russian`,
  en: msg`English`,
  kz: msg`Kazakh`,
};
