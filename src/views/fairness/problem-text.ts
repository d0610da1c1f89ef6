import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { VerificationProblem } from '../../app';

/** Why the verifier refused a field, in words. */
const PROBLEM_TEXTS: Record<VerificationProblem, MessageDescriptor> = {
  params: msg`These parameters do not fit the game. Write them as JSON, as the bet shows them.`,
  serverSeed: msg`A server seed is 64 hexadecimal characters (0–9, a–f).`,
  clientSeed: msg`Use 1 to 64 letters, digits or symbols, without spaces.`,
  nonce: msg`The nonce is a whole number: 0 for the first bet of a pair.`,
  commitment: msg`The hash is 64 hexadecimal characters; leave it empty to skip this check.`,
};

/** The text of a refused verifier field in the interface language. */
export function useProblemText(): (problem: VerificationProblem) => string {
  const { i18n } = useLingui();
  return useCallback((problem) => i18n._(PROBLEM_TEXTS[problem]), [i18n]);
}
