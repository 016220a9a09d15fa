import { assign, setup } from 'xstate';
import { clearSessionStorage } from '#api/auth-service';
import type { MyCompany } from '#domain/company';
import type { UserProfile, UserRole } from '#domain/user';
import { loadCompanies, loadProfile, loadRole } from './session.actors';
import { classifySessionFailure, type SessionFailure } from './session-failure';
import { sessionCache } from './session-storage';

export type SessionEvent =
  { type: 'company.switch'; companyId: number } | { type: 'session.reload' } | { type: 'session.retry' };

export type SessionContext = {
  profile: UserProfile | null;
  role: UserRole | null;
  companies: MyCompany[];
  activeCompanyId: number | null;
  /** When the active company last changed (ms since epoch); screens reload their data on change. */
  lastCompanyChange: number | null;
  /** True once profile, role and companies have all loaded; a later reload keeps the screens up. */
  initialized: boolean;
  error: SessionFailure | null;
};

/** Spec §9: the selector stays disabled (and the banner shows) for at least 3 s after a switch. */
export const COMPANY_SWITCH_MS = 3000;

const pickActive = (companies: MyCompany[], preferred: number | null) =>
  companies.find((c) => c.id === preferred)?.id ?? companies[0]?.id ?? null;

/**
 * The signed-in user's session (spec §4 "Session init"): profile, role and companies, asked together, then the
 * active company (the remembered one if still available, else the first). The first failure ends the load with
 * its own message; auth failures wipe the cached session.
 */
/** Who the identity provider says is signed in; the session kept by this browser is used only for them. */
type SessionInput = { sub: string | null } | undefined;

const EMPTY_SESSION: SessionContext = {
  profile: null,
  role: null,
  companies: [],
  activeCompanyId: null,
  lastCompanyChange: null,
  initialized: false,
  error: null,
};

// The portal paints from the session this browser kept for the same user while the three requests check it: the
// first paint waits for no request, and what the requests answer replaces it (rights are the server's anyway).
function restoredSession(input: SessionInput): SessionContext {
  const kept = input?.sub ? sessionCache.readSession(input.sub) : null;
  if (!kept) return EMPTY_SESSION;
  return {
    ...EMPTY_SESSION,
    ...kept,
    activeCompanyId: pickActive(kept.companies, sessionCache.readActiveCompanyId()),
    initialized: true,
  };
}

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'loading' | 'switching',
  },
  actors: { loadProfile, loadRole, loadCompanies },
  actions: {
    fail: assign({
      error: (_, params: { error: unknown; fallback: string }) =>
        classifySessionFailure(params.error, params.fallback),
    }),
    clearSession: () => clearSessionStorage(),
    // A first load that failed half-way shows nothing of what did arrive: no companies to choose from a session
    // that could not start. A failed reload keeps what the screens already show.
    discardPartialLoad: assign(({ context }) =>
      context.initialized ? {} : { profile: null, role: null, companies: [] }
    ),
    persistSession: ({ context }) => {
      sessionCache.writeSession(context.profile, context.role, context.companies);
      sessionCache.writeActiveCompany(
        context.companies.find((c) => c.id === context.activeCompanyId) ?? null
      );
    },
    notifySwitched: ({ context }) => {
      const name = context.companies.find((c) => c.id === context.activeCompanyId)?.name ?? '';
      // The session runs in every page's entry; the toast library arrives with the first screen that toasts.
      void import('react-hot-toast').then(({ default: toast }) =>
        toast.success(`Empresa activa cambiada a: ${name}`)
      );
    },
  },
  guards: {
    isAuthFailure: ({ context }) => context.error?.kind === 'auth',
    isOtherKnownCompany: ({ context, event }) =>
      event.type === 'company.switch' &&
      event.companyId !== context.activeCompanyId &&
      context.companies.some((c) => c.id === event.companyId),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => restoredSession(input),
  initial: 'loading',
  states: {
    // The three requests run side by side: the portal's first paint waits for the slowest, not for their sum.
    loading: {
      tags: 'loading',
      entry: assign({ error: null }),
      type: 'parallel',
      states: {
        profile: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                id: 'loadProfile',
                src: 'loadProfile',
                onDone: { target: 'done', actions: assign({ profile: ({ event }) => event.output }) },
                onError: {
                  target: '#session.failed',
                  actions: {
                    type: 'fail',
                    params: ({ event }) => ({
                      error: event.error,
                      fallback: 'Error obteniendo perfil de usuario',
                    }),
                  },
                },
              },
            },
            done: { type: 'final' },
          },
        },
        role: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                id: 'loadRole',
                src: 'loadRole',
                onDone: { target: 'done', actions: assign({ role: ({ event }) => event.output }) },
                onError: {
                  target: '#session.failed',
                  actions: {
                    type: 'fail',
                    params: ({ event }) => ({ error: event.error, fallback: 'Error de autenticación' }),
                  },
                },
              },
            },
            done: { type: 'final' },
          },
        },
        companies: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                id: 'loadCompanies',
                src: 'loadCompanies',
                onDone: { target: 'done', actions: assign({ companies: ({ event }) => event.output }) },
                onError: {
                  target: '#session.failed',
                  actions: {
                    type: 'fail',
                    params: ({ event }) => ({ error: event.error, fallback: 'Error obteniendo empresas' }),
                  },
                },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: {
        target: 'ready',
        actions: [
          assign({
            activeCompanyId: ({ context }) =>
              pickActive(context.companies, context.activeCompanyId ?? sessionCache.readActiveCompanyId()),
            initialized: true,
          }),
          'persistSession',
        ],
      },
    },
    ready: {
      initial: 'idle',
      on: { 'session.reload': 'loading' },
      states: {
        idle: {
          on: {
            'company.switch': {
              guard: 'isOtherKnownCompany',
              target: 'switching',
              actions: [
                assign({
                  activeCompanyId: ({ event }) => event.companyId,
                  lastCompanyChange: () => Date.now(),
                }),
                'persistSession',
                'notifySwitched',
              ],
            },
          },
        },
        switching: {
          tags: 'switching',
          after: { [COMPANY_SWITCH_MS]: 'idle' },
        },
      },
    },
    failed: {
      entry: 'discardPartialLoad',
      always: { guard: 'isAuthFailure', target: 'unauthorized' },
      on: { 'session.retry': 'loading' },
    },
    // Spec §4: an auth-type failure forgets the profile, the companies, the active company and local storage.
    unauthorized: {
      entry: [
        assign({
          profile: null,
          role: null,
          companies: [],
          activeCompanyId: null,
          lastCompanyChange: null,
          initialized: false,
        }),
        'clearSession',
      ],
      on: { 'session.retry': 'loading' },
    },
  },
});
