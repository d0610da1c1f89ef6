import { CLIENT_SEED } from '../../src/contract/fair';
import type { VerificationForm, VerificationProblem, VerificationRequest } from './bet-verification.types';

const HEX_64 = /^[0-9a-f]{64}$/;
const NONCE = /^\d{1,15}$/;

/**
 * Reads the verifier's form: seeds trimmed and lower-cased to 64 hex characters, the client seed as the contract
 * allows it, the nonce a whole number, the parameters JSON; the first field that does not fit is the problem.
 */
export function readVerificationForm(
  form: VerificationForm,
): { ok: true; request: VerificationRequest } | { ok: false; problem: VerificationProblem } {
  const serverSeed = form.serverSeed.trim().toLowerCase();
  const nonce = form.nonce.trim();
  const commitment = form.commitment.trim().toLowerCase();
  let params: unknown;
  try {
    params = JSON.parse(form.params);
  } catch {
    return { ok: false, problem: 'params' };
  }
  if (!HEX_64.test(serverSeed)) return { ok: false, problem: 'serverSeed' };
  if (!CLIENT_SEED.test(form.clientSeed)) return { ok: false, problem: 'clientSeed' };
  if (!NONCE.test(nonce)) return { ok: false, problem: 'nonce' };
  if (commitment !== '' && !HEX_64.test(commitment)) return { ok: false, problem: 'commitment' };
  return {
    ok: true,
    request: {
      game: form.game,
      params,
      serverSeed,
      clientSeed: form.clientSeed,
      nonce: Number(nonce),
      commitment: commitment || null,
    },
  };
}
