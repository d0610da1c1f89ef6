import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { fairMessage, type RoundBytes } from '../contract/fair/stream';

/**
 * The browser's own recomputation of a bet's outcome bytes (a JavaScript HMAC-SHA256, not the server's), from
 * the revealed server seed: what the fairness page checks a past bet with.
 */
export function browserRoundBytes(serverSeed: Uint8Array, clientSeed: string, nonce: number): RoundBytes {
  return (round) => hmac(sha256, serverSeed, utf8ToBytes(fairMessage(clientSeed, nonce, round)));
}

/** SHA-256 of the server seed, hex: the commitment shown before play, checked against the revealed seed. */
export function seedCommitment(serverSeed: Uint8Array): string {
  return Array.from(sha256(serverSeed), (b) => b.toString(16).padStart(2, '0')).join('');
}
