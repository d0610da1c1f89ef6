import { createHash, randomBytes } from 'node:crypto';

/** A new server seed: 32 bytes from the operating system's CSPRNG, hex. */
export const newServerSeed = () => randomBytes(32).toString('hex');

/** The commitment shown before play: SHA-256 of the seed's bytes, hex. */
export const seedHash = (serverSeedHex: string) =>
  createHash('sha256').update(Buffer.from(serverSeedHex, 'hex')).digest('hex');

/** The client seed a new player starts with; they may set their own when rotating. */
export const newClientSeed = () => randomBytes(10).toString('hex');

/** The seed's bytes, the HMAC key. */
export const seedBytes = (serverSeedHex: string) => Buffer.from(serverSeedHex, 'hex');
