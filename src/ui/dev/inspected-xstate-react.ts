import { createBrowserInspector } from '@statelyai/inspect';
import * as xstateReact from '@xstate/react';

// Development only: Vite's dev server hands this module to the app in place of @xstate/react (see vite.config.ts),
// so every actor a screen starts, and every actor it invokes or spawns, reports to the Stately inspector when the
// app is opened with `?inspect` or VITE_INSPECT=true. The production build never resolves this file.
export * from '@xstate/react';

const wanted =
  new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === 'true';
// Opens the inspector's window once; the browser may ask to allow pop-ups for the app's address.
const inspector = wanted ? createBrowserInspector() : undefined;

type Options = { inspect?: unknown } | undefined;
const withInspector = <O extends Options>(options: O): O =>
  inspector && !options?.inspect ? ({ ...options, inspect: inspector.inspect } as O) : options;

/** `useActorRef` whose actor system reports to the inspector. */
export const useActorRef = ((logic: unknown, options?: Options, observer?: unknown) =>
  (xstateReact.useActorRef as (...args: unknown[]) => unknown)(
    logic,
    withInspector(options),
    observer
  )) as typeof xstateReact.useActorRef;

/** `useMachine` whose actor system reports to the inspector. */
export const useMachine = ((logic: unknown, options?: Options) =>
  (xstateReact.useMachine as (...args: unknown[]) => unknown)(
    logic,
    withInspector(options)
  )) as typeof xstateReact.useMachine;
