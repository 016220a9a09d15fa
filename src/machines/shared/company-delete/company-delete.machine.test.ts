import { createActor, fromPromise } from 'xstate';
import type { CompanyStats } from '#domain/company';
import { httpError } from '#machines/shared/company-detail/company.fixtures';
import type { DeleteScope } from './company-delete.actors';
import { companyDeleteMachine, type CompanyDeletedEvent, type DeleteTarget } from './company-delete.machine';
import { selectCompanyDeleteView } from './company-delete.select';

type Pending<T> = { resolve(v: T): void; reject(e: unknown): void };

function start(scope: DeleteScope = 'admin') {
  const stats: Pending<CompanyStats>[] = [];
  const deletes: (Pending<string> & { input: { companyId: number; scope: DeleteScope } })[] = [];
  const notices: string[] = [];
  const reported: CompanyDeletedEvent[] = [];
  const actor = createActor(
    companyDeleteMachine.provide({
      actors: {
        loadCompanyStats: fromPromise<CompanyStats, { companyId: number; scope: DeleteScope }>(
          () => new Promise((resolve, reject) => stats.push({ resolve, reject }))
        ),
        deleteCompany: fromPromise<string, { companyId: number; scope: DeleteScope; name: string }>(
          ({ input }) => new Promise((resolve, reject) => deletes.push({ input, resolve, reject }))
        ),
      },
      actions: {
        notifyDeleted: (_, params) => void notices.push(params.message),
        // What the page that invokes the dialog hears (sendParent in the app).
        reportDeleted: (_, params) => void reported.push({ type: 'company.deleted', ...params }),
      },
    }),
    { input: { scope } }
  );
  actor.start();
  return {
    actor,
    stats,
    deletes,
    notices,
    reported,
    view: () => selectCompanyDeleteView(actor.getSnapshot()),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const norte: DeleteTarget = { id: 8, name: 'Regiomontanos', callerIsMember: false };

describe('company delete machine', () => {
  it('confirm → deleting → closed, announcing the server’s message', async () => {
    const { actor, stats, deletes, notices, reported, view } = start();
    actor.send({ type: 'delete.open', company: norte });
    expect(view()).toMatchObject({
      open: true,
      loading: true,
      companyName: 'Regiomontanos',
      canConfirm: false,
    });
    stats[0]!.resolve({ project_count: 0, member_count: 0 });
    await flush();
    expect(view()).toMatchObject({ blocked: false, canConfirm: true, blockers: { projects: 0, members: 0 } });
    actor.send({ type: 'delete.confirm' });
    expect(view()).toMatchObject({ deleting: true, canConfirm: false });
    expect(deletes[0]!.input).toEqual({ companyId: 8, scope: 'admin', name: 'Regiomontanos' });
    deletes[0]!.resolve('Empresa "Regiomontanos" eliminada exitosamente');
    await flush();
    expect(view().open).toBe(false);
    expect(notices).toEqual(['Empresa "Regiomontanos" eliminada exitosamente']);
    expect(reported).toEqual([
      { type: 'company.deleted', companyId: 8, message: 'Empresa "Regiomontanos" eliminada exitosamente' },
    ]);
  });

  it('is blocked while the company has projects or members, and Eliminar cannot be confirmed', async () => {
    const { actor, stats, deletes, view } = start();
    actor.send({ type: 'delete.open', company: norte });
    stats[0]!.resolve({ project_count: 2, member_count: 3 });
    await flush();
    expect(view()).toMatchObject({
      blocked: true,
      canConfirm: false,
      blockedMessage:
        'La empresa tiene 2 proyecto(s) y 3 miembro(s) asociados. Debes eliminarlos antes de eliminar la empresa.',
    });
    actor.send({ type: 'delete.confirm' });
    expect(deletes).toHaveLength(0);
    actor.send({ type: 'delete.cancel' });
    expect(view().open).toBe(false);
  });

  it('does not count the caller’s own membership as a blocker', async () => {
    const { actor, stats, view } = start('member');
    actor.send({ type: 'delete.open', company: { ...norte, callerIsMember: true } });
    stats[0]!.resolve({ project_count: 0, member_count: 1 });
    await flush();
    expect(view()).toMatchObject({ blocked: false, canConfirm: true, blockers: { projects: 0, members: 0 } });

    actor.send({ type: 'delete.cancel' });
    actor.send({ type: 'delete.open', company: { ...norte, callerIsMember: true } });
    stats[1]!.resolve({ project_count: 0, member_count: 2 });
    await flush();
    expect(view()).toMatchObject({ blocked: true, blockers: { projects: 0, members: 1 } });
  });

  it('keeps the server’s refusal inside the dialog and lets the user try again', async () => {
    const { actor, stats, deletes, view } = start();
    actor.send({ type: 'delete.open', company: norte });
    stats[0]!.resolve({ project_count: 0, member_count: 0 });
    await flush();
    actor.send({ type: 'delete.confirm' });
    deletes[0]!.reject(httpError(409, 'La empresa tiene 1 proyecto(s) y 0 miembro(s) asociados.'));
    await flush();
    expect(view()).toMatchObject({
      open: true,
      error: 'La empresa tiene 1 proyecto(s) y 0 miembro(s) asociados.',
      canConfirm: true,
    });
    actor.send({ type: 'delete.confirm' });
    expect(view()).toMatchObject({ deleting: true, error: null });
  });

  it('words a failure without detail with the Spanish text of the catalogue', async () => {
    const { actor, stats, view } = start();
    actor.send({ type: 'delete.open', company: norte });
    stats[0]!.reject(httpError(503));
    await flush();
    expect(view()).toMatchObject({
      error: 'Error del servidor (503).',
      canRetryStats: true,
      canConfirm: false,
    });
    actor.send({ type: 'delete.retry' });
    expect(view().loading).toBe(true);
  });
});
