import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import '#ui/components/jsdom-shims';
import type { AuditPage } from '#domain/audit';
import { adminAuditPageMachine } from '#machines/admin/admin-audit-page/admin-audit-page.machine';
import { AdminAuditPage } from './admin-audit-screen';

afterEach(cleanup);

const page: AuditPage = {
  entries: [
    {
      id: 2,
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
    {
      id: 1,
      occurred_at: '2025-03-14T10:00:00.000Z',
      actor_email: 'admin@inbest.test',
      action: 'platform.write',
      company_id: 1,
      company_name: 'Constructora Andina S.A.S.',
      entity_type: 'project',
      entity_id: null,
      entity_name: null,
      details: { operation: 'PUT /projects/{id}', via_platform: true },
    },
  ],
  total_pages: 2,
  total_items: 22,
};

it('shows who did what, where and on what, and pages through the log', async () => {
  const pages: number[] = [];
  const actor = createActor(
    adminAuditPageMachine.provide({
      actors: {
        loadAuditPage: fromPromise<AuditPage, { page: number }>(async ({ input }) => {
          pages.push(input.page);
          return page;
        }),
      },
    })
  ).start();
  render(<AdminAuditPage pageRef={actor} />);
  const table = await screen.findByRole('table', { name: 'Registro de auditoría' });
  const [, change, write] = within(table).getAllByRole('row');
  expect(change).toHaveTextContent('owner@inbest.test');
  expect(change).toHaveTextContent('Rol de miembro cambiado');
  expect(change).toHaveTextContent('member@inbest.test');
  expect(change).toHaveTextContent('VIEWER → MEMBER');
  expect(write).toHaveTextContent('Cambio de administración de plataforma');
  expect(write).toHaveTextContent('Administrador de plataforma');
  expect(write).toHaveTextContent('PUT /projects/{id}');
  expect(screen.getByText('22 registro(s)')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: /2/ }));
  expect(pages).toEqual([1, 2]);
});
