import type { Bet } from '../../src/contract/games/bets';
import type { HouseGame } from '../../src/contract/games/rtp';
import type { ApiFailure } from '../../src/contract/failure';

/** The verifier's form as the player typed it (or as a loaded bet filled it in). */
export interface VerificationForm {
  game: HouseGame;
  /** The bet's game parameters as JSON text. */
  params: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** The SHA-256 shown before play, to compare with the server seed's hash; empty to skip that check. */
  commitment: string;
}

/** The fields of the form that can be refused before anything is recomputed. */
export type VerificationProblem = 'params' | 'serverSeed' | 'clientSeed' | 'nonce' | 'commitment';

/** A form read into what the recomputation takes: seeds normalised, nonce a number, parameters parsed. */
export interface VerificationRequest {
  game: HouseGame;
  params: unknown;
  /** 64 lower-case hexadecimal characters. */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The commitment to compare with, lower-case hex; null when none was given. */
  commitment: string | null;
}

/** What the browser recomputed: the outcome, and SHA-256 of the server seed (hex). */
export interface Recomputation {
  outcome: unknown;
  commitment: string;
}

/** What a check compared: null where there was nothing to compare with. */
export interface VerificationChecks {
  /** SHA-256 of the server seed equals the commitment given. */
  commitment: boolean | null;
  /** The recomputed outcome equals the one the server recorded for the loaded bet. */
  outcome: boolean | null;
}

export interface BetVerificationInput {
  /** The bet of `?bet=<id>`, or null for a check typed by hand. */
  betId: number | null;
}

export interface BetVerificationContext {
  betId: number | null;
  /** The loaded bet as the server recorded it; null before it is loaded or for a check typed by hand. */
  bet: Bet | null;
  /** The loaded bet's server seed; null while its pair is still active. */
  serverSeed: string | null;
  /** Why the bet could not be loaded; null otherwise. */
  loadFailure: ApiFailure | null;
  /** The last check asked for, read from the form. */
  request: VerificationRequest | null;
  /** What the last check recomputed. */
  result: Recomputation | null;
  /** What the last recomputation proved. */
  checks: VerificationChecks | null;
  /** Which field the last check was refused for (or `params` when the game refused them). */
  problem: VerificationProblem | null;
}

export type BetVerificationEvent =
  /** The player checks the form's bet. */
  | { type: 'verification.verify'; form: VerificationForm }
  /** The player loads the bet again after a failed load. */
  | { type: 'verification.retry' }
  /** The seed pair was rotated: a bet whose seed was still active can now be filled in. */
  | { type: 'verification.seedsRotated' };
