import { createActor, fromPromise } from 'xstate';
import type { AcceptedInvitation, MyInvitation } from '#domain/invitation';
import { httpError } from '#machines/shared/company-detail/company.fixtures';
import { myInvitationsMachine } from './my-invitations.machine';
import { selectMyInvitationsView } from './my-invitations.select';

type Pending<T> = { resolve(v: T): void; reject(e: unknown): void };

const fromAndina: MyInvitation = {
  id: 7,
  company: { id: 1, name: 'Constructora Andina S.A.S.' },
  role: 'ADMIN',
  created_at: '2025-03-15T10:00:00.000Z',
};
const fromNorte: MyInvitation = {
  ...fromAndina,
  id: 8,
  company: { id: 8, name: 'Norte S.A.' },
  role: 'VIEWER',
};

function start() {
  const loads: Pending<MyInvitation[]>[] = [];
  const accepts: (Pending<AcceptedInvitation> & { input: { invitationId: number } })[] = [];
  const declines: (Pending<void> & { input: { invitationId: number } })[] = [];
  const notices: string[] = [];
  let sessionReloads = 0;
  const actor = createActor(
    myInvitationsMachine.provide({
      actors: {
        loadMyInvitations: fromPromise<MyInvitation[]>(
          () => new Promise((resolve, reject) => loads.push({ resolve, reject }))
        ),
        acceptInvitation: fromPromise<AcceptedInvitation, { invitationId: number }>(
          ({ input }) => new Promise((resolve, reject) => accepts.push({ input, resolve, reject }))
        ),
        declineInvitation: fromPromise<void, { invitationId: number }>(
          ({ input }) => new Promise((resolve, reject) => declines.push({ input, resolve, reject }))
        ),
      },
      actions: {
        notify: (_, params) => void notices.push(params.message),
        reloadSession: () => void sessionReloads++,
      },
    })
  ).start();
  return {
    actor,
    loads,
    accepts,
    declines,
    notices,
    sessionReloads: () => sessionReloads,
    view: () => selectMyInvitationsView(actor.getSnapshot()),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

async function ready() {
  const t = start();
  t.loads[0]!.resolve([fromAndina, fromNorte]);
  await flush();
  return t;
}

describe('my invitations machine', () => {
  it('loads the invitations, and offers a retry when that fails', async () => {
    const t = start();
    expect(t.view().loading).toBe(true);
    t.loads[0]!.reject(new Error('500'));
    await flush();
    expect(t.view().loadError).toBe('Error al cargar tus invitaciones');
    t.actor.send({ type: 'invitations.reload' });
    t.loads[1]!.resolve([fromAndina]);
    await flush();
    expect(t.view()).toMatchObject({ loadError: null, invitations: [fromAndina], canAnswer: true });
  });

  it('accepts one: the invitation leaves the list and the session reloads its companies', async () => {
    const t = await ready();
    t.actor.send({ type: 'invitation.accept', invitationId: fromAndina.id });
    expect(t.view()).toMatchObject({ acceptingId: fromAndina.id, canAnswer: false });
    expect(t.accepts[0]!.input).toEqual({ invitationId: fromAndina.id });
    t.accepts[0]!.resolve({ company: fromAndina.company, role: 'ADMIN' });
    await flush();
    expect(t.view()).toMatchObject({ invitations: [fromNorte], acceptingId: null, canAnswer: true });
    expect(t.notices).toEqual(['Ahora eres Administrador de Constructora Andina S.A.S.']);
    expect(t.sessionReloads()).toBe(1);
  });

  it('declines one without touching the session', async () => {
    const t = await ready();
    t.actor.send({ type: 'invitation.decline', invitationId: fromNorte.id });
    expect(t.view().decliningId).toBe(fromNorte.id);
    t.declines[0]!.resolve();
    await flush();
    expect(t.view().invitations).toEqual([fromAndina]);
    expect(t.notices).toEqual(['Rechazaste la invitación de Norte S.A.']);
    expect(t.sessionReloads()).toBe(0);
  });

  it('keeps an invitation whose answer failed and says why', async () => {
    const t = await ready();
    t.actor.send({ type: 'invitation.accept', invitationId: fromAndina.id });
    t.accepts[0]!.reject(httpError(404, 'Invitación no encontrada.'));
    await flush();
    expect(t.view()).toMatchObject({
      invitations: [fromAndina, fromNorte],
      actionError: 'Invitación no encontrada.',
      canAnswer: true,
    });
    expect(t.sessionReloads()).toBe(0);
  });
});
