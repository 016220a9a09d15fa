import { createActor, fromPromise } from 'xstate';
import type { AuditPage } from '#domain/audit';
import { httpError } from '#machines/shared/company-detail/company.fixtures';
import { adminAuditPageMachine } from './admin-audit-page.machine';
import { selectAdminAuditPageView } from './admin-audit-page.select';

const entry = {
  id: 41,
  occurred_at: '2025-03-15T10:00:00.000Z',
  actor_email: 'admin@inbest.test',
  action: 'company.delete' as const,
  company_id: 3,
  company_name: 'Efímera S.A.S.',
  entity_type: 'company',
  entity_id: 3,
  entity_name: 'Efímera S.A.S.',
  details: { via_platform: true },
};
const pageOf = (n: number): AuditPage => ({
  entries: [{ ...entry, id: 100 - n }],
  total_pages: 3,
  total_items: 41,
});

function start() {
  const loads: { page: number; resolve(v: AuditPage): void; reject(e: unknown): void }[] = [];
  const actor = createActor(
    adminAuditPageMachine.provide({
      actors: {
        loadAuditPage: fromPromise<AuditPage, { page: number }>(
          ({ input }) => new Promise((resolve, reject) => loads.push({ page: input.page, resolve, reject }))
        ),
      },
    })
  ).start();
  return { actor, loads, view: () => selectAdminAuditPageView(actor.getSnapshot()) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('admin audit page machine', () => {
  it('loads the first page, then the page asked for', async () => {
    const t = start();
    expect(t.view().loading).toBe(true);
    expect(t.loads[0]!.page).toBe(1);
    t.loads[0]!.resolve(pageOf(1));
    await flush();
    expect(t.view()).toMatchObject({ loading: false, page: 1, totalPages: 3, totalItems: 41 });
    t.actor.send({ type: 'audit.page', page: 3 });
    expect(t.loads[1]!.page).toBe(3);
    t.loads[1]!.resolve(pageOf(3));
    await flush();
    expect(t.view()).toMatchObject({ page: 3, entries: [{ id: 97 }] });
  });

  it('ignores pages outside the log and the page already shown', async () => {
    const t = start();
    t.loads[0]!.resolve(pageOf(1));
    await flush();
    for (const page of [0, 1, 4]) t.actor.send({ type: 'audit.page', page });
    expect(t.loads).toHaveLength(1);
  });

  it('words a refusal with the catalogue and retries', async () => {
    const t = start();
    t.loads[0]!.reject(httpError(403, 'Acceso denegado: se requiere el permiso read:all_companies.'));
    await flush();
    expect(t.view().error).toBe('Acceso denegado.');
    t.actor.send({ type: 'audit.reload' });
    t.loads[1]!.resolve(pageOf(1));
    await flush();
    expect(t.view()).toMatchObject({ error: null, entries: [{ id: 99 }] });
  });
});
