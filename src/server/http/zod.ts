import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { CONTROL_CHARACTERS_TEXT } from '../../contract/text';
import { RequestValidationError } from './errors';

/** Lets route handlers see the parsed types of their zod schemas: the contract's (zod/mini) or the server's own. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.core.$ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.core.$ZodType ? z.input<this['schema']> : unknown;
}

/** How deep a request's JSON is searched for NUL; deeper than any schema of ours goes. */
const MAX_DEPTH = 16;

/**
 * The path of the first string (value or key) holding a NUL character, or null. PostgreSQL refuses NUL in text,
 * so a field a schema forgot to guard would become a 500; no field of ours ever takes one. Every request body passes
 * here, so nothing is allocated unless a NUL is found.
 */
export function nulPath(data: unknown, depth = 0): PropertyKey[] | null {
  if (typeof data === 'string') return data.includes('\u0000') ? [] : null;
  if (typeof data !== 'object' || data === null || depth >= MAX_DEPTH) return null;
  for (const key in data) {
    if (!Object.hasOwn(data, key)) continue;
    if (key.includes('\u0000')) return [key];
    const found = nulPath((data as Record<string, unknown>)[key], depth + 1);
    if (found) return [key, ...found];
  }
  return null;
}

/**
 * Validates body, query and params with the route's zod schema; failures become 422 answers. A NUL anywhere in
 * the input is refused first, whatever the schema says.
 */
export function installZodValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema }) => (data) => {
    const nul = nulPath(data);
    if (nul) {
      const issue = { code: 'custom', path: nul, message: CONTROL_CHARACTERS_TEXT, input: undefined };
      return { error: new RequestValidationError([issue as z.core.$ZodIssue]) };
    }
    const result = z.safeParse(schema as z.core.$ZodType, data ?? {});
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  });
}
