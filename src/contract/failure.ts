import type { ErrorCode } from './errors';

/** Codes a failed call can carry: the server's codes plus the two the browser itself detects. */
export type FailureCode = ErrorCode | 'network_error' | 'invalid_answer';

/** A failed call as machines keep it: a code for views to translate and field errors `"<key>: <text>"`. */
export interface ApiFailure {
  status: number | null;
  code: FailureCode;
  message: string;
  fields: Record<string, string[]>;
}

/** Whether a value already has the shape of an ApiFailure (an ApiError instance or a plain copy). */
export function isApiFailure(value: unknown): value is ApiFailure {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.fields === 'object' && v.fields !== null && 'status' in v;
}

/** A plain, serialisable copy of any thrown value; unknown throws become `server_error`. */
export function asApiFailure(value: unknown): ApiFailure {
  if (isApiFailure(value)) {
    return { status: value.status, code: value.code, message: value.message, fields: value.fields };
  }
  const message = value instanceof Error ? value.message : String(value);
  return { status: null, code: 'server_error', message, fields: {} };
}

/** The Error thrown by the API layer; machines copy it with `asApiFailure`. */
export class ApiError extends Error implements ApiFailure {
  readonly status: number | null;
  readonly code: FailureCode;
  readonly fields: Record<string, string[]>;

  constructor(failure: ApiFailure, options?: { cause?: unknown }) {
    super(failure.message, options);
    this.name = 'ApiError';
    this.status = failure.status;
    this.code = failure.code;
    this.fields = failure.fields;
  }
}
