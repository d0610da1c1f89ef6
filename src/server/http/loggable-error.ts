/**
 * Error fields that name things (a SQLSTATE, a constraint, a column) but never carry a value a request sent.
 * Everything else an error object holds is left out: drizzle's `params` and `query`, PostgreSQL's `detail`
 * (`Key (email)=(…) already exists`), request bodies attached by libraries.
 */
const NAMING_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

/** How deep a chain of causes is followed. */
const MAX_CAUSES = 3;

/** Drizzle appends the query's parameters to its message (`Failed query: …\nparams: …`). */
const PARAMS_SUFFIX = /\nparams:[\s\S]*$/;
/** PostgreSQL quotes the offending value in some messages (`invalid input syntax for type integer: "…"`). */
const QUOTED = /"[^"]*"|'[^']*'/g;

const isDatabaseError = (error: Error) => /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code));

function scrubMessage(error: Error): string {
  const message = error.message.replace(PARAMS_SUFFIX, '');
  return isDatabaseError(error) ? message.replace(QUOTED, '"…"') : message;
}

/** The stack's frames under the scrubbed message: the stack's own first lines repeat the raw message. */
function scrubStack(error: Error, type: string, message: string): string {
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  return `${type}: ${message}${frames < 0 ? '' : error.stack!.slice(frames)}`;
}

/** A logged error: what pino's own error serializer would give, less any value. */
export type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

/**
 * An error as a log line may show it: its type, message, stack frames, the fields that name what failed, and its
 * causes the same way; never the values of the query or the request (a registration's email and password hash
 * were once logged with a failed insert). The logger's `err` serializer.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const message = 'A value was thrown, not an Error.';
    return { type: typeof error, message, stack: message };
  }
  const type = error.constructor.name;
  const message = scrubMessage(error);
  const out: LoggedError = { type, message, stack: scrubStack(error, type, message) };
  for (const field of NAMING_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = loggableError(error.cause, depth + 1);
  return out;
}
