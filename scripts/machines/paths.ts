import {
  createMachine,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { edges, eventLabel, statePath } from './chart';

/** An event of the traversal: the machine's event type and the guard it is assumed to satisfy. */
type AssumedEvent = { type: string; assume: string | null };

/** One step of a path: the event sent and the state it reached. */
export type PathStep = { event: string; label: string; guard: string | null; state: string };
/** A generated path: from the start (with the guard it assumes, if any), the events in order, to the state reached. */
export type MachinePath = { start: string | null; state: string; value: StateValue; steps: PathStep[] };

/** A state value as a reader names it: `financial_analysis.loading`, parallel regions joined with ` + `. */
export function stateText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => {
      const inner = child === undefined ? '' : stateText(child as StateValue);
      return inner
        ? inner
            .split(' + ')
            .map((leaf) => `${key}.${leaf}`)
            .join(' + ')
        : key;
    })
    .join(' + ');
}

const transitionConfig = (t: { guard: string | null; targets: AnyStateNode[]; reenter?: boolean }) => ({
  target: t.targets.map((n) => `#${n.id}`),
  ...(t.guard === null ? {} : { guard: { type: 'assume', params: { name: t.guard } } }),
});

function stateConfig(node: AnyStateNode, machine: AnyStateMachine): Record<string, unknown> {
  const own = edges(machine).filter((e) => e.source === node);
  const on: Record<string, unknown[]> = {};
  for (const e of own.filter((e) => e.event !== '')) (on[e.event] ??= []).push(transitionConfig(e));
  const children = node.states as Record<string, AnyStateNode>;
  const initial = (node.initial?.target ?? []) as AnyStateNode[];
  return {
    id: node.id,
    ...(node.type === 'history' ? { type: 'history', history: node.history } : {}),
    ...(node.type === 'final' || node.type === 'parallel' ? { type: node.type } : {}),
    ...(node.type === 'compound' && initial[0] ? { initial: initial[0].key } : {}),
    on,
    always: own.filter((e) => e.event === '').map(transitionConfig),
    states: Object.fromEntries(
      Object.entries(children).map(([k, child]) => [k, stateConfig(child, machine)])
    ),
  };
}

/**
 * The machine's chart without its behaviour, for traversal: the same states and transitions, no context, actions
 * or actors. An invoked actor's outcome and a delay become events (`xstate.done.actor.<id>`, `xstate.after.<delay>…`)
 * and every guard becomes an assumption the event carries, so each guarded branch is a path of its own and nothing
 * runs: paths are computed, never executed. The start may carry one assumption too (input `{ assume }`): the
 * `always` transitions taken on starting read the machine's input, which the chart does not have.
 */
export function traversalMachine(machine: AnyStateMachine): AnyStateMachine {
  return createMachine(
    {
      ...stateConfig(machine.root, machine),
      id: machine.id,
      context: ({ input }: { input?: { assume?: string | null } }) => ({ assume: input?.assume ?? null }),
    } as never,
    {
      guards: {
        assume: (
          { event, context }: { event: AssumedEvent; context: { assume: string | null } },
          params: { name: string }
        ) => event.assume === params.name || (event.type === 'xstate.init' && context.assume === params.name),
      },
    } as never
  );
}

/** The assumptions a start may carry: the guards of the `always` transitions of the states entered on starting. */
const startAssumptions = (machine: AnyStateMachine): (string | null)[] => [
  null,
  ...new Set(
    edges(machine)
      .filter((e) => e.event === '' && e.guard !== null)
      .map((e) => e.guard!)
  ),
];

/** The events worth trying in a state of the chart: each event the machine handles there, once per guard it may be assumed to satisfy. */
function eventsIn(snapshot: AnyMachineSnapshot, machine: AnyStateMachine): AssumedEvent[] {
  const active = new Set((snapshot._nodes as AnyStateNode[]).map((n) => n.id));
  const candidates = edges(machine).filter(
    (e) =>
      active.has(e.source.id) &&
      e.event !== '' &&
      e.event !== '*' &&
      !e.event.startsWith('xstate.done.state.')
  );
  const seen = new Set<string>();
  return candidates.flatMap((e) => {
    const key = `${e.event}|${e.guard ?? ''}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ type: e.event, assume: e.guard }];
  });
}

const label = (e: AssumedEvent) => (e.assume ? `${eventLabel(e.type)} [${e.assume}]` : eventLabel(e.type));

/** Simple paths past this many are not listed: a parallel chart has more than anyone reads. */
export const SIMPLE_PATH_LIMIT = 500;

type Traversal = {
  events: (s: AnyMachineSnapshot) => AssumedEvent[];
  serializeState: (s: AnyMachineSnapshot) => string;
  serializeEvent: (e: AssumedEvent) => string;
};
type RawStep = { event: AssumedEvent; state: AnyMachineSnapshot };
type RawPath = { start: string | null; state: AnyMachineSnapshot; steps: RawStep[] };

/**
 * Every simple path (no state twice) from the initial state to each state, over the adjacency map `xstate/graph`
 * builds, depth first and cut at `limit`. `getSimplePaths` enumerates them once per target state, which a parallel
 * chart turns into minutes.
 */
function simplePaths(
  chart: AnyStateMachine,
  traversal: Traversal,
  start: string | null,
  limit: number
): RawPath[] {
  const adjacency = getAdjacencyMap(chart, {
    ...traversal,
    input: { assume: start },
  } as never) as unknown as Record<
    string,
    {
      state: AnyMachineSnapshot;
      transitions: Record<string, { event: AssumedEvent; state: AnyMachineSnapshot }>;
    }
  >;
  const [initial] = Object.keys(adjacency);
  const found: RawPath[] = [];
  const onPath = new Set<string>();
  const visit = (key: string, steps: RawStep[]) => {
    if (found.length >= limit) return;
    found.push({ start, state: adjacency[key]!.state, steps });
    onPath.add(key);
    for (const { event, state } of Object.values(adjacency[key]!.transitions)) {
      const next = traversal.serializeState(state);
      if (!onPath.has(next)) visit(next, [...steps, { event, state }]);
    }
    onPath.delete(key);
  };
  if (initial !== undefined) visit(initial, []);
  return found;
}

/** Paths through a machine as `xstate/graph` generates them: shortest (one per state) or every simple path. */
export function machinePaths(
  machine: AnyStateMachine,
  options: { kind: 'shortest' | 'simple'; to?: string; limit?: number } = { kind: 'shortest' }
): MachinePath[] {
  const chart = traversalMachine(machine);
  const traversal: Traversal = {
    events: (s) => eventsIn(s, machine),
    serializeState: (s) => JSON.stringify(s.value),
    serializeEvent: (e) => JSON.stringify(e),
  };
  const limit = options.limit ?? SIMPLE_PATH_LIMIT;
  const generated: RawPath[] = [];
  for (const start of startAssumptions(machine)) {
    const found =
      options.kind === 'simple'
        ? simplePaths(chart, traversal, start, limit - generated.length)
        : getShortestPaths(chart, { ...traversal, input: { assume: start } } as never).map((p) => ({
            start,
            state: p.state as AnyMachineSnapshot,
            // The first step is the machine's start (`xstate.init`), not an event anyone sends.
            steps: p.steps.slice(1).map((st) => ({
              event: st.event as unknown as AssumedEvent,
              state: st.state as AnyMachineSnapshot,
            })),
          }));
    const known = new Set(generated.map((p) => JSON.stringify(p.state.value)));
    // A shortest path per state: a start's assumption adds only the states the plain start does not reach.
    generated.push(
      ...(options.kind === 'simple' ? found : found.filter((p) => !known.has(JSON.stringify(p.state.value))))
    );
  }
  return generated
    .map(({ start, state, steps }) => {
      const value = state.value as StateValue;
      return {
        start,
        state: stateText(value),
        value,
        steps: steps.map(({ event, state }) => ({
          event: event.type,
          label: label(event),
          guard: event.assume,
          state: stateText(state.value as StateValue),
        })),
      };
    })
    .filter((p) => options.to === undefined || matchesState(p.value, options.to));
}

/** Whether `value` is `state` or inside it (`financial_analysis` matches `financial_analysis.loading`). */
function matchesState(value: StateValue, state: string): boolean {
  return stateText(value)
    .split(' + ')
    .some((leaf) => leaf === state || leaf.startsWith(`${state}.`));
}

/** Every state's name, to tell a mistyped `--to` from an unreachable one. */
export const stateNames = (machine: AnyStateMachine) => [
  ...(function* walk(node: AnyStateNode): Generator<string> {
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) {
      yield statePath(child);
      yield* walk(child);
    }
  })(machine.root),
];
