import type { ChainInput, ChainOutcome } from '../../../machines/navigation/navigation.types';

/** One named step of the navigation chain: lets the navigation proceed or redirects it. */
export type Middleware = (step: { path: string; href: string }) => Promise<ChainOutcome>;

/** A route asked for a middleware nobody registered: a programming error, shown as the fatal error page. */
export class UnknownMiddlewareError extends Error {
  constructor(readonly middlewareName: string) {
    super(`Unknown middleware: ${middlewareName}`);
    this.name = 'UnknownMiddlewareError';
  }
}

const PROCEED: ChainOutcome = { kind: 'proceed' };

/**
 * The chain runner the navigation machine invokes: every name is checked before any step runs (an unknown one
 * fails the whole navigation), then the steps run in order until one redirects.
 */
export function createMiddlewareChain(registry: Readonly<Record<string, Middleware>>) {
  return async ({ path, href, middleware }: ChainInput): Promise<ChainOutcome> => {
    const steps = middleware.map((name) => {
      const step = Object.hasOwn(registry, name) ? registry[name] : undefined;
      if (!step) throw new UnknownMiddlewareError(name);
      return step;
    });
    for (const step of steps) {
      const outcome = await step({ path, href });
      if (outcome.kind !== 'proceed') return outcome;
    }
    return PROCEED;
  };
}
