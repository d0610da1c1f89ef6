import { afterAll, describe, expect, it } from 'vitest';
import { registerEmailBody } from '../../src/contract/auth';
import { splitErrorText } from '../../src/contract/errors';
import { parseBody } from '../../src/api/errors';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import { ERROR_MESSAGES } from '../../src/views/errors/error-messages';

afterAll(() => activateLocale('en', { remember: false }));

/** The field texts the browser's own check of a registration gives for `name`. */
function nameErrors(name: string): string[] {
  try {
    parseBody(registerEmailBody, { email: 'ann@example.test', password: 'Secret123', name });
  } catch (error) {
    return (error as { fields: Record<string, string[]> }).fields.name ?? [];
  }
  return [];
}

describe('a public name in the browser', () => {
  it('is refused before sending for HTML, bidi overrides and control characters, with the server’s keys', () => {
    expect(nameErrors('<b>Ann</b>').map((t) => splitErrorText(t).key)).toEqual(['name_invalid_characters']);
    expect(nameErrors('\u202EAnn').map((t) => splitErrorText(t).key)).toEqual(['name_invalid_characters']);
    expect(nameErrors('Ann\u0000').map((t) => splitErrorText(t).key)).toEqual(['control_characters']);
    expect(nameErrors('  Ann   Lee ')).toEqual([]);
  });

  it.each([
    ['en', 'The name cannot contain < or > or invisible characters that change the direction of the text.'],
    ['ru', 'Имя не может содержать < или > и невидимые символы, меняющие направление текста.'],
    [
      'kz',
      'Есімде < немесе > таңбалары және мәтіннің бағытын өзгертетін көрінбейтін таңбалар болмауы керек.',
    ],
  ] as const)('is explained in %s', async (locale, text) => {
    await activateLocale(locale, { remember: false });
    expect(i18n._(ERROR_MESSAGES.name_invalid_characters!)).toBe(text);
    expect(i18n._(ERROR_MESSAGES.control_characters!)).not.toBe('');
  });
});
