import { act } from 'react';
import { fromPromise, type AnyActorLogic, type EventObject, type InputFrom, type OutputFrom } from 'xstate';
import type { EventExecutor } from 'xstate/graph';

/** A promise actor that stays pending until the test settles it, so a path step decides the outcome. */
export function controlled<L extends AnyActorLogic>() {
  type Out = OutputFrom<L>;
  type In = InputFrom<L>;
  let pending: { resolve: (o: Out) => void; reject: (e: unknown) => void } | undefined;
  const inputs: In[] = [];
  const take = () => {
    const p = pending;
    pending = undefined;
    if (!p) throw new Error('no pending call to settle');
    return p;
  };
  return {
    actor: fromPromise<Out, In>(
      ({ input }) =>
        new Promise<Out>((resolve, reject) => {
          inputs.push(input);
          pending = { resolve, reject };
        })
    ),
    inputs,
    resolve: (o: Out) => take().resolve(o),
    reject: (error: unknown = new Error('rejected by test')) => take().reject(error),
  };
}

type Controlled = { resolve(o: unknown): void; reject(e?: unknown): void };

/** Graph fixture for an invoked actor's success: `xstate.done.actor.<id>` lies outside the app's event union. */
export const done = <E extends EventObject>(id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as E;
/** Graph fixture for an invoked actor's failure. */
export const failed = <E extends EventObject>(id: string, error: unknown = new Error('x')) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as E;

/** Executors that settle controlled actors when a generated path reaches their done/error step. */
export function settle(actors: Record<string, Controlled>): Record<string, EventExecutor<never, never>> {
  return Object.fromEntries(
    Object.entries(actors).flatMap(([id, c]) => [
      // Settled inside act() so React applies the resulting renders before the path checks the view.
      [
        `xstate.done.actor.${id}`,
        (step: { event: { output?: unknown } }) => act(async () => c.resolve(step.event.output)),
      ],
      [
        `xstate.error.actor.${id}`,
        (step: { event: { error?: unknown } }) => act(async () => c.reject(step.event.error)),
      ],
    ])
  ) as Record<string, EventExecutor<never, never>>;
}
