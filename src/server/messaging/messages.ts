import type { Locale } from '../../contract/constants';

/** Kinds of messages the server sends. */
export type MessageKind = 'login_code' | 'verify_code' | 'reset_code' | 'reset_link' | 'login_data';

type Template = { subject: string; body: string };

// server-side strings: mails and SMS are rendered without the browser's catalogs
const TEXTS: Record<Locale, Record<MessageKind, Template>> = {
  ru: {
    login_code: { subject: 'Код для входа', body: 'Ваш код для входа: {code}. Он действует 10 минут.' },
    verify_code: {
      subject: 'Код подтверждения',
      body: 'Ваш код подтверждения: {code}. Он действует 10 минут.',
    },
    reset_code: {
      subject: 'Восстановление пароля',
      body: 'Код для восстановления пароля: {code}. Он действует 10 минут.',
    },
    reset_link: {
      subject: 'Восстановление пароля',
      body: 'Код для восстановления пароля: {code}. Он действует 10 минут.\nИли перейдите по ссылке: {link}',
    },
    login_data: {
      subject: 'Данные для входа',
      body: 'Ваш логин: {login}. Для входа введите его и пароль или запросите одноразовый код на странице входа.',
    },
  },
  en: {
    login_code: { subject: 'Your login code', body: 'Your login code: {code}. It is valid for 10 minutes.' },
    verify_code: {
      subject: 'Confirmation code',
      body: 'Your confirmation code: {code}. It is valid for 10 minutes.',
    },
    reset_code: {
      subject: 'Password reset',
      body: 'Your password reset code: {code}. It is valid for 10 minutes.',
    },
    reset_link: {
      subject: 'Password reset',
      body: 'Your password reset code: {code}. It is valid for 10 minutes.\nOr open this link: {link}',
    },
    login_data: {
      subject: 'Your login details',
      body: 'Your login: {login}. To sign in, enter it with your password or request a one-time code on the login page.',
    },
  },
  kz: {
    login_code: { subject: 'Кіру коды', body: 'Кіру коды: {code}. Ол 10 минут жарамды.' },
    verify_code: { subject: 'Растау коды', body: 'Растау коды: {code}. Ол 10 минут жарамды.' },
    reset_code: {
      subject: 'Құпиясөзді қалпына келтіру',
      body: 'Құпиясөзді қалпына келтіру коды: {code}. Ол 10 минут жарамды.',
    },
    reset_link: {
      subject: 'Құпиясөзді қалпына келтіру',
      body: 'Құпиясөзді қалпына келтіру коды: {code}. Ол 10 минут жарамды.\nНемесе сілтемені ашыңыз: {link}',
    },
    login_data: {
      subject: 'Кіру деректері',
      body: 'Сіздің логиніңіз: {login}. Кіру үшін оны құпиясөзбен енгізіңіз немесе кіру бетінде бір реттік код сұраңыз.',
    },
  },
};

/** Renders a message in the user's locale (falls back to ru), filling `{name}` placeholders. */
export function renderMessage(kind: MessageKind, locale: string, values: Record<string, string>): Template {
  const template = (TEXTS[locale as Locale] ?? TEXTS.ru)[kind];
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  return { subject: fill(template.subject), body: fill(template.body) };
}
