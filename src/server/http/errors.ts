import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ErrorBody, ErrorCode } from '../../contract/errors';

/** An error that becomes a 4xx answer `{ message, code, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** 422 with one field error; the text follows the `"<key>: <text>"` convention of SPEC §5. */
export function fieldError(field: string, code: ErrorCode, text: string): HttpError {
  return new HttpError(422, 'validation_failed', 'The given data was invalid.', {
    [field]: [`${code}: ${text}`],
  });
}

/** Raised by the zod validator compiler; answered as 422 with per-field texts. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('The given data was invalid.');
  }
}

/** Turns zod issues into `{ field: ["key: text"] }`; a message already keyed (`key: text`) is kept as is. */
export function issuesToFieldErrors(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  // no prototype: a field named `valueOf` or `toString` must not find Object.prototype's function
  const errors: Record<string, string[]> = Object.create(null);
  const add = (field: string, text: string) => (errors[field] ??= []).push(text);
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, `unknown_field: Unknown field ${key}`);
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : '_';
    add(field, issue.message.includes(': ') ? issue.message : `${issueKey(issue)}: ${issue.message}`);
  }
  return errors;
}

const ISSUE_KEYS: Partial<Record<z.core.$ZodIssue['code'], string>> = {
  invalid_format: 'invalid_format',
  too_small: 'too_short',
  too_big: 'too_long',
};

function issueKey(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  return ISSUE_KEYS[issue.code] ?? 'invalid_value';
}

/** The single error handler: validation → 422, HttpError → its status, rate limit → 429, the rest → 500. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  let status: number;
  let body: ErrorBody;
  if (error instanceof RequestValidationError) {
    status = 422;
    body = { message: error.message, code: 'validation_failed', errors: issuesToFieldErrors(error.issues) };
  } else if (error instanceof HttpError) {
    status = error.statusCode;
    body = { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) };
  } else {
    const fe = error as FastifyError;
    status = fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
    if (status === 429) body = { message: 'Too many requests, try again later.', code: 'rate_limited' };
    else if (status === 500) body = { message: 'Something went wrong on our side.', code: 'server_error' };
    else if (status === 415 || status === 400)
      body = { message: 'The request body is not valid JSON.', code: 'validation_failed' };
    else body = { message: fe.message, code: status === 404 ? 'not_found' : 'validation_failed' };
  }
  // a 503 is load shedding, already decided: logging each one would add to the load
  if (status >= 500 && status !== 503) request.log.error({ err: error }, 'request failed');
  if (status === 429) {
    const retryAfter = (error as { retryAfter?: number }).retryAfter;
    if (retryAfter) reply.header('retry-after', String(retryAfter));
  }
  return reply.status(status).send(body);
}
