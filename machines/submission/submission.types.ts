import type { ApiFailure } from '../../src/contract/failure';

/** What one submission keeps: the last failure (codes for views to translate) and the last answer. */
export interface SubmissionContext {
  failure: ApiFailure | null;
  result: unknown;
  /** How many times the form succeeded; views key "sent" notices on it. */
  successes: number;
}

export type SubmissionEvent = { type: 'form.submit'; values: unknown } | { type: 'form.reset' };
