export { activateLocale, i18n } from './i18n';
export { isLocale, readLanguageCookie, resolveLocale, writeLanguageCookie } from './locale';
export { localePrefixOf, localizedHref, stripLocalePrefix } from './locale-path';
export { formatMoney } from './format';
export { LOCALE_LABELS } from './names';
