import type { ProfileAnswer, User } from '../../src/contract/profile';

/** A valid user for tests. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Player',
    phone: null,
    email: 'player@example.test',
    balance: 0,
    bonus: 0,
    bonus_balance: 0,
    total_balance: 0,
    currency: 'RUB',
    locale: 'ru',
    timezone: 'Europe/Moscow',
    register_method: 'email',
    is_phone_verified: false,
    is_email_verified: true,
    is_password_exists: true,
    image: { small: null },
    premium: { status: false },
    is_avatar_hidden: false,
    is_statistics_hidden: false,
    verification: { is_need: false, data: { status: 'unverified' } },
    ...overrides,
  };
}

/** A GET /profile/user answer for tests. */
export function makeProfile(overrides: Partial<ProfileAnswer> = {}): ProfileAnswer {
  return { user: makeUser(), features: {}, region: 'RU', ...overrides };
}
