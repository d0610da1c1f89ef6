import { isHTTPError, isNetworkError, isTimeoutError, SchemaValidationError } from 'ky';
import type * as z from 'zod/mini';
import { ERROR_CODES, errorBodySchema, type ErrorCode } from '../contract/errors';
import { REFRESH_FAILED_MESSAGE } from '../../machines/token-refresh/token-refresh.types';
import { ApiError, isApiFailure, type FailureCode } from '../contract/failure';

const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'unauthenticated',
  404: 'not_found',
  422: 'validation_failed',
  429: 'rate_limited',
  451: 'region_blocked',
};

function codeOf(status: number, code: string | undefined): FailureCode {
  if (code && (ERROR_CODES as readonly string[]).includes(code)) return code as ErrorCode;
  return STATUS_CODES[status] ?? (status >= 400 && status < 500 ? 'validation_failed' : 'server_error');
}

/** Any failure of a call as an ApiError: 4xx bodies `{message, code?, errors?}` keep their code and field errors. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const status = error.response.status;
    const body = errorBodySchema.safeParse(error.data);
    const data = body.success ? body.data : undefined;
    return new ApiError(
      {
        status,
        code: codeOf(status, data?.code),
        message: data?.message ?? error.message,
        fields: data?.errors ?? {},
      },
      { cause: error },
    );
  }
  if (error instanceof SchemaValidationError) {
    return new ApiError(
      { status: null, code: 'invalid_answer', message: error.message, fields: {} },
      { cause: error },
    );
  }
  if (isNetworkError(error) || isTimeoutError(error)) {
    return new ApiError(
      { status: null, code: 'network_error', message: error.message, fields: {} },
      { cause: error },
    );
  }
  if (isApiFailure(error)) return new ApiError(error);
  const message = error instanceof Error ? error.message : String(error);
  // The refresh bridge rejects with Error('Cant refresh token') (SPEC §8); the text is kept.
  const code: FailureCode = message === REFRESH_FAILED_MESSAGE ? 'refresh_failed' : 'server_error';
  return new ApiError({ status: null, code, message, fields: {} }, { cause: error });
}

/** Runs a call and turns whatever it throws into an ApiError. */
export async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toApiError(error);
  }
}

/** Validates a request body with its contract schema before sending; failures look like a server 422. */
export function parseBody<S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    (fields[key] ??= []).push(issue.message);
  }
  throw new ApiError({ status: 422, code: 'validation_failed', message: 'The form has errors', fields });
}
