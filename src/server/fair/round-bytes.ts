import { createHmac } from 'node:crypto';
import { fairMessage, type RoundBytes } from '../../contract/fair/stream';

/** The server's outcome bytes of one bet: HMAC-SHA256 keyed by the 32 server-seed bytes (node:crypto). */
export function serverRoundBytes(serverSeed: Uint8Array, clientSeed: string, nonce: number): RoundBytes {
  return (round) =>
    createHmac('sha256', serverSeed)
      .update(fairMessage(clientSeed, nonce, round))
      .digest();
}
