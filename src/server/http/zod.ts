import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './errors';

/** Lets route handlers see the parsed types of their zod schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Validates body, query and params with the route's zod schema; failures become 422 answers. */
export function installZodValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as z.ZodType).safeParse(data ?? {});
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  });
}
