import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '#api/api-error';
import type { UserRole } from '#domain/user';
import { andina, caribe, olga } from './session.fixtures';
import { COMPANY_SWITCH_MS, sessionMachine } from './session.machine';
import { selectSessionView } from './session.select';

const notified: string[] = [];

function start(
  overrides: { profile?: () => Promise<typeof olga>; companies?: () => Promise<(typeof andina)[]> } = {},
  sub: string | null = null
) {
  const clock = new SimulatedClock();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loadProfile: fromPromise(overrides.profile ?? (async () => olga)),
        loadRole: fromPromise<UserRole>(async () => ({ role_in_company: 'OWNER' })),
        loadCompanies: fromPromise(overrides.companies ?? (async () => [andina, caribe])),
      },
      actions: { notifySwitched: ({ context }) => void notified.push(String(context.activeCompanyId)) },
    }),
    { clock, input: { sub } }
  ).start();
  return { actor, clock };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  new Promise<void>((resolve) => {
    const check = () => {
      const s = actor.getSnapshot();
      if (!s.hasTag('loading')) resolve();
      else setTimeout(check, 1);
    };
    check();
  });

beforeEach(() => {
  localStorage.clear();
  notified.length = 0;
});

describe('session machine', () => {
  it('loads profile, role and companies, then makes the first company active and remembers it', async () => {
    const { actor } = start();
    // All three asked at once: the portal waits for the slowest, not for the sum of the three.
    expect(actor.getSnapshot().value).toEqual({
      loading: { profile: 'pending', role: 'pending', companies: 'pending' },
    });
    await settled(actor);
    const view = selectSessionView(actor.getSnapshot());
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(view.profile?.full_name).toBe('Olga Restrepo');
    expect(view.activeCompany?.id).toBe(andina.id);
    expect(JSON.parse(localStorage.getItem('activeCompany')!)).toEqual({ id: andina.id, name: andina.name });
  });

  it('asks for the three at once, and a first load that fails half-way shows none of what arrived', async () => {
    const asked: string[] = [];
    const { actor } = start({
      profile: async () => {
        asked.push('profile');
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw new ApiError('Error interno', 'http', 500);
      },
      companies: async () => {
        asked.push('companies');
        return [andina, caribe];
      },
    });
    await settled(actor);
    expect(asked).toEqual(['profile', 'companies']);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectSessionView(actor.getSnapshot())).toMatchObject({ companies: [], activeCompany: null });
  });

  it("starts from the session this browser kept for the same user, and replaces it with the server's", async () => {
    localStorage.setItem('userProfile', JSON.stringify({ ...olga, full_name: 'Olga (guardada)' }));
    localStorage.setItem('companies', JSON.stringify([caribe]));
    localStorage.setItem('activeCompany', JSON.stringify({ id: caribe.id, name: caribe.name }));
    const { actor } = start({}, olga.auth0_sub);
    // Painted at once, while the three requests check it.
    expect(selectSessionView(actor.getSnapshot())).toMatchObject({
      loading: true,
      initialized: true,
      activeCompany: caribe,
    });
    expect(selectSessionView(actor.getSnapshot()).profile?.full_name).toBe('Olga (guardada)');
    await settled(actor);
    expect(selectSessionView(actor.getSnapshot()).profile?.full_name).toBe('Olga Restrepo');
    expect(selectSessionView(actor.getSnapshot()).companies).toEqual([andina, caribe]);
    expect(selectSessionView(actor.getSnapshot()).activeCompany?.id).toBe(caribe.id);
  });

  it('never starts from a session kept for another user of the same browser', () => {
    localStorage.setItem('userProfile', JSON.stringify({ ...olga, auth0_sub: 'dev|otra' }));
    localStorage.setItem('companies', JSON.stringify([caribe]));
    const { actor } = start({}, olga.auth0_sub);
    expect(selectSessionView(actor.getSnapshot())).toMatchObject({
      initialized: false,
      profile: null,
      companies: [],
    });
  });

  it('stays initialized while reloading after a company change, so screens are not torn down', async () => {
    const { actor } = start();
    expect(selectSessionView(actor.getSnapshot()).initialized).toBe(false);
    await settled(actor);
    actor.send({ type: 'session.reload' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(selectSessionView(actor.getSnapshot())).toMatchObject({ loading: true, initialized: true });
  });

  it('restores the remembered active company when the user still belongs to it', async () => {
    localStorage.setItem('activeCompany', JSON.stringify({ id: caribe.id, name: caribe.name }));
    const { actor } = start();
    await settled(actor);
    expect(selectSessionView(actor.getSnapshot()).activeCompany?.id).toBe(caribe.id);
  });

  it('falls back to the first company when the remembered one is gone', async () => {
    localStorage.setItem('activeCompany', JSON.stringify({ id: 99, name: 'Ya no' }));
    const { actor } = start();
    await settled(actor);
    expect(selectSessionView(actor.getSnapshot()).activeCompany?.id).toBe(andina.id);
  });

  it('has no active company when the user has none', async () => {
    const { actor } = start({ companies: async () => [] });
    await settled(actor);
    expect(selectSessionView(actor.getSnapshot()).activeCompany).toBeNull();
  });

  it('switches company: notifies, stamps the change, disables the selector for 3 s', async () => {
    const { actor, clock } = start();
    await settled(actor);
    actor.send({ type: 'company.switch', companyId: caribe.id });
    let view = selectSessionView(actor.getSnapshot());
    expect(view.activeCompany?.id).toBe(caribe.id);
    expect(view.switching).toBe(true);
    expect(view.lastCompanyChange).not.toBeNull();
    expect(notified).toEqual([String(caribe.id)]);
    expect(JSON.parse(localStorage.getItem('activeCompany')!).id).toBe(caribe.id);

    // A second choice while switching is ignored.
    actor.send({ type: 'company.switch', companyId: andina.id });
    expect(selectSessionView(actor.getSnapshot()).activeCompany?.id).toBe(caribe.id);

    clock.increment(COMPANY_SWITCH_MS - 1);
    expect(selectSessionView(actor.getSnapshot()).switching).toBe(true);
    clock.increment(1);
    view = selectSessionView(actor.getSnapshot());
    expect(view.switching).toBe(false);
  });

  it('ignores a switch to the active company or to an unknown one', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'company.switch', companyId: andina.id });
    actor.send({ type: 'company.switch', companyId: 404 });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(notified).toEqual([]);
  });

  it('on a 401 forgets profile, companies, active company and local storage', async () => {
    localStorage.setItem('activeCompany', JSON.stringify({ id: 1, name: 'x' }));
    localStorage.setItem('authToken', 'stale');
    localStorage.setItem('@@auth0spajs@@::inbest-web::x', '{}');
    const { actor } = start({
      profile: async () => {
        throw new ApiError('No tienes autorización para realizar esta acción.', 'http', 401);
      },
    });
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('unauthorized');
    expect(selectSessionView(snapshot)).toMatchObject({
      profile: null,
      companies: [],
      activeCompany: null,
      failed: true,
    });
    expect(localStorage.length).toBe(0);
  });

  it('on a network failure keeps local storage, reports the network error and can retry', async () => {
    localStorage.setItem('activeCompany', JSON.stringify({ id: caribe.id, name: caribe.name }));
    let calls = 0;
    const { actor } = start({
      profile: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('sin respuesta', 'network');
        return olga;
      },
    });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectSessionView(actor.getSnapshot()).error).toEqual({
      kind: 'network',
      message: 'Error de red: No se pudo conectar con el servidor',
    });
    expect(localStorage.getItem('activeCompany')).not.toBeNull();
    actor.send({ type: 'session.retry' });
    await settled(actor);
    expect(selectSessionView(actor.getSnapshot()).activeCompany?.id).toBe(caribe.id);
  });

  it('treats an identity-provider error (expired session) as an auth failure', async () => {
    const { actor } = start({
      profile: async () => {
        throw Object.assign(new Error('Login required'), { error: 'login_required' });
      },
    });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(selectSessionView(actor.getSnapshot()).error?.message).toBe(
      'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.'
    );
  });
});
