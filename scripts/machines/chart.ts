import type { AnyStateMachine, AnyStateNode } from 'xstate';

type AnyTransition = {
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  actions: readonly unknown[];
  eventType: string;
  reenter: boolean;
};

/** One transition as the catalogue and the path generator read it. */
export type Edge = {
  source: AnyStateNode;
  /** The event as the machine names it (`panel.reply`, `xstate.done.actor.loadProfile`, `''` for `always`). */
  event: string;
  /** The event as a reader names it (`panel.reply`, `done loadProfile`, `after 3000`, `always`). */
  label: string;
  guard: string | null;
  targets: AnyStateNode[];
  actions: string[];
};

const nameOf = (thing: unknown): string => {
  if (typeof thing === 'string') return thing;
  if (typeof thing === 'function') {
    const inner = (thing as { guards?: unknown[] }).guards;
    if (inner) return `${thing.name}(${inner.map(nameOf).join(', ')})`;
    return thing.name && !['check', 'assign'].includes(thing.name) ? thing.name : 'inline';
  }
  if (typeof thing === 'object' && thing !== null && 'type' in thing) return String(thing.type);
  return 'inline';
};

/** How an action reads in a table: its name, `assign` for inline assignments, the sent event for sendParent/raise. */
const actionName = (action: unknown): string => {
  const type = (action as { type?: unknown } | null)?.type;
  if (typeof type === 'string') return type.replace(/^xstate\./, '');
  return nameOf(action);
};

/** The reader's name of an event: done/error of invoked actors and delays are spelled out. */
export function eventLabel(event: string): string {
  if (event === '') return 'always';
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event);
  if (done) return `${done[1]} ${done[2]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(event);
  if (after) return `after ${after[1]}`;
  if (event.startsWith('xstate.done.state.')) return 'done';
  return event;
}

/** Every state node under `node`, depth first, parents before children. */
export function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...descendants(child),
  ]);
}

/** The name of a state as a path from the root: `financial_analysis.loading`. */
export const statePath = (node: AnyStateNode) => node.path.join('.') || '(root)';

const edgesOf = (node: AnyStateNode): Edge[] => {
  const transitions: AnyTransition[] = [
    ...[...(node.transitions as Map<string, AnyTransition[]>).values()].flat(),
    ...((node.always ?? []) as AnyTransition[]),
  ];
  return transitions.map((t) => ({
    source: node,
    event: t.eventType,
    label: eventLabel(t.eventType),
    guard: t.guard === undefined ? null : nameOf(t.guard),
    targets: [...(t.target ?? [])],
    actions: t.actions.map(actionName),
  }));
};

/** Every transition of the machine, the root's first, in document order. */
export function edges(machine: AnyStateMachine): Edge[] {
  return [machine.root, ...descendants(machine.root)].flatMap(edgesOf);
}

/** The actors a state invokes, by id (rule: the id equals the src). */
export const invokesOf = (node: AnyStateNode): string[] =>
  (node.invoke as { id: string; src: unknown }[]).map((i) =>
    typeof i.src === 'string' && i.src !== i.id ? `${i.id} (${i.src})` : i.id
  );
