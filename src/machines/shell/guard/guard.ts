import { can, NO_ACCESS, type Access } from '#domain/permissions';
import type { AuthView } from '#machines/shell/auth/auth.select';
import type { SessionView } from '#machines/shell/session/session.select';

/** Options of a guarded route (spec §2): requireAdmin, requireCompanyOwner. */
export type GuardOptions = { requireAdmin?: boolean; requireCompanyOwner?: boolean };

export type GuardDecision =
  | { kind: 'verifying'; text: 'Verificando autenticación...' }
  | { kind: 'loadingProfile'; text: 'Cargando perfil de usuario...' }
  | { kind: 'login' }
  | { kind: 'offline' }
  | { kind: 'error'; title: 'Error de Autenticación' | 'Error Cargando Perfil'; message: string }
  | { kind: 'unauthorized' }
  | { kind: 'allow' };

/**
 * What a guarded route shows, derived from the auth session, the profile session, backend health and the user's
 * access (rights come from the permissions policy). A missing profile with the backend down shows the offline page
 * instead of an error.
 */
export function decideGuard(
  auth: Pick<AuthView, 'status'>,
  session: Pick<
    SessionView,
    'loading' | 'ready' | 'failed' | 'error' | 'isCompanyOwner' | 'initialized'
  > | null,
  backendOffline: boolean,
  options: GuardOptions = {},
  access: Access = NO_ACCESS
): GuardDecision {
  if (auth.status === 'initializing' || auth.status === 'redirecting') {
    return { kind: 'verifying', text: 'Verificando autenticación...' };
  }
  if (auth.status !== 'authenticated') return { kind: 'login' };
  // A reload after a company change keeps the screen: only the first load, before companies are known, blocks it.
  if (!session || (session.loading && !session.initialized)) {
    return { kind: 'loadingProfile', text: 'Cargando perfil de usuario...' };
  }
  if (session.failed) {
    if (session.error?.kind === 'network' || backendOffline) return { kind: 'offline' };
    if (session.error?.kind === 'auth') {
      return { kind: 'error', title: 'Error de Autenticación', message: session.error.message };
    }
    return { kind: 'error', title: 'Error Cargando Perfil', message: session.error?.message ?? '' };
  }
  // The platform-admin area is for those who may read every company.
  if (options.requireAdmin && !can(access, 'platform.read')) return { kind: 'unauthorized' };
  if (options.requireCompanyOwner && !session.isCompanyOwner) return { kind: 'unauthorized' };
  return { kind: 'allow' };
}
