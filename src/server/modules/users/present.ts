import type { User } from '../../../contract/profile';
import type { UserRow } from './repository';

/** The User of SPEC §3 as the API answers it; balances stay 0 until the ledger exists. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    balance: 0,
    bonus: 0,
    bonus_balance: 0,
    total_balance: 0,
    currency: row.currency as User['currency'],
    locale: row.locale as User['locale'],
    timezone: row.timezone,
    register_method: row.registerMethod as User['register_method'],
    is_phone_verified: row.isPhoneVerified,
    is_email_verified: row.isEmailVerified,
    is_password_exists: row.passwordHash !== null,
    image: { small: row.imageSmall },
    premium: { status: row.premiumStatus },
    is_avatar_hidden: row.isAvatarHidden,
    is_statistics_hidden: row.isStatisticsHidden,
    verification: {
      is_need: false,
      data: { status: row.verificationStatus as User['verification']['data']['status'] },
    },
  };
}
