import type { Currency } from '../../contract/constants';
import { toMajor } from '../../contract/money';
import type { User } from '../../contract/profile';
import type { PlayerAccountKind } from '../ledger/accounts';
import type { UserRow } from './repository';

/** The User of SPEC §3 as the API answers it; balances come from the player's ledger accounts. */
export function presentUser(row: UserRow, balances: Record<PlayerAccountKind, bigint>): User {
  const currency = row.currency as Currency;
  const major = (minor: bigint) => toMajor(minor, currency);
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    balance: major(balances.main),
    bonus: major(balances.bonus),
    bonus_balance: major(balances.bonus),
    total_balance: major(balances.main + balances.bonus),
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
