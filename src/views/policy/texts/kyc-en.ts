import type { PolicyDocument } from './types';

/** KYC policy, English. */
export const kycEn: PolicyDocument = {
  lang: 'en',
  title: 'Know Your Customer (KYC) Policy',
  updated: 'Last updated: 1 November 2025',
  sections: [
    {
      heading: '1. Purpose',
      paragraphs: [
        'We verify the identity of our players to prevent fraud, money laundering, underage gambling and the use of stolen payment methods.',
      ],
    },
    {
      heading: '2. When we ask for verification',
      paragraphs: [
        'We may ask you to verify your account at any time, and always before your first withdrawal above the threshold set for your currency, when your payment details change, or when our risk checks require it.',
      ],
    },
    {
      heading: '3. Documents',
      paragraphs: [
        'Proof of identity: a valid passport, national identity card or driving licence showing your full name, date of birth and photograph.',
        'Proof of address: a utility bill or bank statement not older than three months.',
        'Proof of payment method: a photo of the card with the middle digits covered, or a screenshot of the e-wallet account.',
      ],
    },
    {
      heading: '4. Review',
      paragraphs: [
        'Documents are usually reviewed within 72 hours. Until the review is complete, withdrawals may be paused. We may request additional documents if the ones provided are unclear or inconsistent.',
      ],
    },
    {
      heading: '5. Data protection',
      paragraphs: [
        'Documents are stored encrypted, are accessible only to the compliance team, and are kept for as long as the law requires. See the privacy policy for your rights.',
      ],
    },
  ],
};
