import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import type { AuditPage } from '#domain/audit';
import { AdminAuditPage } from '#ui/screens/admin/admin-audit-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import { adminAuditPageMachine, type AdminAuditPageEvent } from './admin-audit-page.machine';
import type { loadAuditPage } from './admin-audit-page.actors';

vi.setConfig({ testTimeout: 30_000 });

const page: AuditPage = {
  entries: [
    {
      id: 7,
      occurred_at: '2025-03-15T10:00:00.000Z',
      actor_email: 'owner@inbest.test',
      action: 'member.role',
      company_id: 1,
      company_name: 'Constructora Andina S.A.S.',
      entity_type: 'member',
      entity_id: 9,
      entity_name: 'member@inbest.test',
      details: { from: 'VIEWER', to: 'MEMBER' },
    },
  ],
  total_pages: 2,
  total_items: 11,
};

const model = new TestModel(adminAuditPageMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(adminAuditPageMachine, {
    events: [
      { type: 'audit.page', page: 2 },
      { type: 'audit.page', page: 1 },
      { type: 'audit.reload' },
      done<AdminAuditPageEvent>('loadAuditPage', page),
      failed<AdminAuditPageEvent>('loadAuditPage', new Error('Acceso denegado.')),
    ],
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => JSON.stringify([s.value, s.context.page, s.context.result !== null]),
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('/admin/audit follows its machine', async () => {
    const user = userEvent.setup({ delay: null });
    const load = controlled<typeof loadAuditPage>();
    const pageRef = createActor(
      adminAuditPageMachine.provide({ actors: { loadAuditPage: load.actor } })
    ).start();
    render(<AdminAuditPage pageRef={pageRef} />);
    await path.test({
      events: {
        'audit.page': async ({ event }) => {
          await user.click(
            screen.getByRole('button', { name: `Página ${(event as unknown as { page: number }).page}` })
          );
        },
        'audit.reload': async () => {
          await user.click(screen.getByRole('button', { name: 'Reintentar' }));
        },
        ...settle({ loadAuditPage: load }),
      },
      states: {
        loading: (state) => {
          expect(screen.getByText('Cargando registro de auditoría...')).toBeInTheDocument();
          expect(load.inputs.at(-1)).toEqual({ page: state.context.page });
        },
        ready: (state) => {
          const table = screen.getByRole('table', { name: 'Registro de auditoría' });
          expect(within(table).getByText('owner@inbest.test')).toBeInTheDocument();
          expect(screen.getByText('11 registro(s)')).toBeInTheDocument();
          expect(screen.getByRole('button', { name: `Página ${state.context.page}` })).toHaveAttribute(
            'aria-current',
            'page'
          );
        },
        failed: () => {
          expect(screen.getByRole('alert')).toHaveTextContent('Acceso denegado.');
          expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
        },
      },
    });
    pageRef.stop();
  });
});
