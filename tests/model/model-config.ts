import type { AnyStateMachine, EventFromLogic, EventObject, InputFrom } from 'xstate';

type Payload<E extends EventObject, K extends string> = Omit<Extract<E, { type: K }>, 'type'>;

/** Payload cases per event type the machine declares, without `type`: `'session.login': [{ credentials }]`. */
export type EventCases<E extends EventObject> = { [K in E['type']]?: readonly Payload<E, K>[] };

/**
 * Settlements of invoked actors. Key by the full event type (`xstate.done.actor.0.session.restoring`) or, for
 * every invocation of one actor, by its source name (`xstate.done.actor.fetchUser`). Snapshot events of
 * `onSnapshot` are sent as they are.
 */
export interface ActorCases {
  [done: `xstate.done.actor.${string}`]: readonly { output: unknown }[];
  [error: `xstate.error.actor.${string}`]: readonly { error: unknown }[];
  /** Snapshots of an invoked child whose `onSnapshot` the machine handles, by invoke id. */
  [snapshot: `xstate.snapshot.${string}`]: readonly { snapshot: unknown }[];
}

/**
 * What `machines/<flow>/<flow>.model.ts` exports as `modelConfig` (see docs/machines.md, "Model-based path
 * tests"). Everything is optional: a machine without invocations, payloads or delays needs `{}`.
 */
export interface ModelConfig<TMachine extends AnyStateMachine = AnyStateMachine> {
  /**
   * Passed to `machine.provide`: fake actions (every placeholder the paths reach), guards, child machines.
   * Invoked actors whose done/error the machine handles are faked by the harness, which settles them with
   * the cases of `events`; an actor given here is left alone.
   */
  provide?: Parameters<TMachine['provide']>[0];
  /** Inputs for `createActor`; each one is traversed from its own initial state. Default: one, undefined. */
  inputs?: readonly InputFrom<TMachine>[];
  /** Payload cases per event type. An event type without cases is sent as `{ type }`. */
  events?: EventCases<EventFromLogic<TMachine>> & Partial<ActorCases>;
  /** Stop expanding states this many events from the start (bounds machines whose context grows). Default 12. */
  maxDepth?: number;
  /** Cap on the simple paths run per input; 0 runs shortest and per-transition paths only. Default 200. */
  maxPaths?: number;
  /** Reviewed transitions no path can take: transition key → why. Expected to stay empty. */
  unreachable?: Record<string, string>;
}

/** Types a model config against its machine: `export const modelConfig = defineModel(sessionMachine, {...})`. */
export function defineModel<TMachine extends AnyStateMachine>(
  _machine: TMachine,
  config: ModelConfig<TMachine>,
): ModelConfig<TMachine> {
  return config;
}
