import type { PolicyDocument } from './types';

/** User agreement, English. */
export const userAgreementEn: PolicyDocument = {
  lang: 'en',
  title: 'User Agreement',
  updated: 'Last updated: 1 November 2025',
  sections: [
    {
      heading: '1. Acceptance',
      paragraphs: [
        'By creating an account or using the site you accept this agreement. If you do not agree, do not use the site.',
      ],
    },
    {
      heading: '2. Eligibility',
      paragraphs: [
        'You must be at least 18 years old and allowed to gamble online in the country where you are. You may hold only one account, and it is for your personal use only.',
      ],
    },
    {
      heading: '3. Account and security',
      paragraphs: [
        'Keep your login details secret. You are responsible for all activity in your account. Tell us at once if you suspect unauthorised access.',
      ],
    },
    {
      heading: '4. Deposits, bets and withdrawals',
      paragraphs: [
        'Deposits and withdrawals are made in your account currency through the payment methods offered. Bets are final once accepted. Withdrawals may require identity verification under the KYC policy.',
        'Bonuses are subject to their own terms, including wagering requirements and expiry dates.',
      ],
    },
    {
      heading: '5. Fair play',
      paragraphs: [
        'Cheating, collusion, the use of software to gain an advantage and the abuse of bonuses are forbidden. We may void the bets involved and close the account.',
      ],
    },
    {
      heading: '6. Responsible gaming',
      paragraphs: [
        'You can ask support to limit, pause or close your account at any time. Gamble only with money you can afford to lose.',
      ],
    },
    {
      heading: '7. Changes',
      paragraphs: ['We may change this agreement. The current version is always published on this page.'],
    },
  ],
};
