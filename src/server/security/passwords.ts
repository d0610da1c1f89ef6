import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Hashes and checks passwords; injectable so tests can count verify calls. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** OWASP ASVS argon2id parameters (DESIGN.md §3): 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Algorithm.Argon2id; a const enum cannot be read under isolatedModules
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The production hasher: argon2id via @node-rs/argon2. */
export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, ARGON2_OPTIONS),
  async verify(stored, password) {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  },
};
