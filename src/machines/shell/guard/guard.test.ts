import { PERMISSION_MANAGE_ALL_COMPANIES, PERMISSION_READ_ALL_COMPANIES } from '#domain/permissions';
import { decideGuard } from './guard';

const signedIn = { status: 'authenticated' as const };
const ready = {
  loading: false,
  ready: true,
  failed: false,
  error: null,
  role: 'OWNER' as const,
  isCompanyOwner: true,
  initialized: true,
};

describe('route guard', () => {
  it('verifies authentication first', () => {
    expect(decideGuard({ status: 'initializing' }, null, false)).toEqual({
      kind: 'verifying',
      text: 'Verificando autenticación...',
    });
  });

  it('sends anonymous users to login', () => {
    expect(decideGuard({ status: 'anonymous' }, null, false).kind).toBe('login');
    expect(decideGuard({ status: 'failed' }, null, false).kind).toBe('login');
  });

  it('waits for the profile', () => {
    expect(
      decideGuard(signedIn, { ...ready, loading: true, ready: false, initialized: false }, false)
    ).toEqual({
      kind: 'loadingProfile',
      text: 'Cargando perfil de usuario...',
    });
  });

  it('keeps the screen while a known profile reloads (after creating or editing a company)', () => {
    expect(decideGuard(signedIn, { ...ready, loading: true, ready: false }, false).kind).toBe('allow');
  });

  it('shows the offline page when the profile is missing and the backend is down', () => {
    const failed = { ...ready, ready: false, failed: true, error: { kind: 'other' as const, message: 'x' } };
    expect(decideGuard(signedIn, failed, true).kind).toBe('offline');
    const network = { ...failed, error: { kind: 'network' as const, message: 'x' } };
    expect(decideGuard(signedIn, network, false).kind).toBe('offline');
  });

  it('names authentication and profile errors', () => {
    const auth = {
      ...ready,
      ready: false,
      failed: true,
      error: { kind: 'auth' as const, message: 'Error de autenticación' },
    };
    expect(decideGuard(signedIn, auth, false)).toMatchObject({
      kind: 'error',
      title: 'Error de Autenticación',
    });
    const other = {
      ...auth,
      error: { kind: 'other' as const, message: 'Error obteniendo perfil de usuario' },
    };
    expect(decideGuard(signedIn, other, false)).toMatchObject({
      kind: 'error',
      title: 'Error Cargando Perfil',
    });
  });

  it('lets only those who may read every company through requireAdmin (the policy decides)', () => {
    const admin = { requireAdmin: true };
    expect(decideGuard(signedIn, ready, false, admin).kind).toBe('unauthorized');
    // A company ADMIN is no platform admin.
    expect(decideGuard(signedIn, ready, false, admin, { roles: { 1: 'ADMIN' }, permissions: [] }).kind).toBe(
      'unauthorized'
    );
    // Managing every company without reading it is not the read permission either.
    const manageOnly = { roles: {}, permissions: [PERMISSION_MANAGE_ALL_COMPANIES] };
    expect(decideGuard(signedIn, ready, false, admin, manageOnly).kind).toBe('unauthorized');
    const auditor = { roles: {}, permissions: [PERMISSION_READ_ALL_COMPANIES] };
    expect(decideGuard(signedIn, ready, false, admin, auditor).kind).toBe('allow');
  });

  it('decides requireAdmin only once the profile is known, so a platform admin is never bounced early', () => {
    const loading = { ...ready, loading: true, ready: false, initialized: false };
    expect(decideGuard(signedIn, loading, false, { requireAdmin: true }).kind).toBe('loadingProfile');
    expect(decideGuard({ status: 'anonymous' }, null, false, { requireAdmin: true }).kind).toBe('login');
  });

  it('maps the role ADMIN of requireAdmin to the platform administrator, not to a company role', () => {
    const admin = { requireAdmin: true };
    // Owning or administering every company of one's own is still no platform administration.
    const companyOwner = { roles: { 1: 'OWNER' as const, 2: 'ADMIN' as const }, permissions: [] };
    expect(decideGuard(signedIn, ready, false, admin, companyOwner).kind).toBe('unauthorized');
    // The platform administrator holds both platform permissions, and may hold company roles too.
    const platformAdmin = {
      roles: { 1: 'MEMBER' as const },
      permissions: [PERMISSION_READ_ALL_COMPANIES, PERMISSION_MANAGE_ALL_COMPANIES],
    };
    expect(decideGuard(signedIn, ready, false, admin, platformAdmin).kind).toBe('allow');
    // Without the option, a company member passes the same guard.
    expect(decideGuard(signedIn, ready, false, {}, companyOwner).kind).toBe('allow');
  });

  it('lets only company owners through requireCompanyOwner', () => {
    expect(
      decideGuard(signedIn, { ...ready, isCompanyOwner: false }, false, { requireCompanyOwner: true }).kind
    ).toBe('unauthorized');
    expect(decideGuard(signedIn, ready, false, { requireCompanyOwner: true }).kind).toBe('allow');
  });
});
