/** Phone masks of SPEC §5; maska tokens: # digit, @ letter, * alphanumeric. */
export const PHONE_MASKS = {
  ru: '+7 (###) ### ## ##',
  kz: '+7 (###) ### ## ##',
  by: '+375 ## ### ## ##',
} as const;
export type PhoneCountry = keyof typeof PHONE_MASKS;
export const PHONE_COUNTRIES = Object.keys(PHONE_MASKS) as PhoneCountry[];

/** The placeholder shown for a mask: every token becomes an underscore. */
export function maskPlaceholder(country: PhoneCountry): string {
  return PHONE_MASKS[country].replace(/[#@*]/g, '_');
}
