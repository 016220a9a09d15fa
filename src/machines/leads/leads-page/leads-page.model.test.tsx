import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom, type StateValue } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import type { Access } from '#domain/permissions';
import { LeadsView } from '#ui/screens/leads/leads-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { loadLead, loadLeads } from './leads-page.actors';
import { lucia, noLeads, oneLead } from './leads-page.fixtures';
import { LEADS_LOAD_ERROR, leadsPageMachine, type LeadsPageEvent } from './leads-page.machine';

// Generated paths drive the real view (Ark's dialogs included) step by step.
vi.setConfig({ testTimeout: 30_000 });

type Snapshot = SnapshotFrom<typeof leadsPageMachine>;

const member: Access = { roles: { 1: 'MEMBER' }, permissions: [] };
const input = { companyId: 1, access: member };

const events: LeadsPageEvent[] = [
  done('loadLeads', oneLead),
  done('loadLeads', noLeads),
  failed('loadLeads', new ApiError('Error del servidor (503).', 'http', 503)),
  { type: 'list.reload' },
  { type: 'filter.select', status: 'contacted' },
  { type: 'lead.open', leadId: lucia.id },
  done('loadLead', lucia),
  failed('loadLead', new ApiError('Lead no encontrado.', 'http', 404)),
  { type: 'detail.close' },
  { type: 'form.open' },
  { type: 'form.cancel' },
];

const listIs = (s: Snapshot, state: string) => s.matches({ list: state } as never);
const calm = (s: Snapshot) => s.matches({ detail: 'closed' }) && s.matches({ form: 'closed' });

// Each gesture is offered where the screen shows it, with no dialog in front.
function offered(s: Snapshot, e: LeadsPageEvent): boolean {
  switch (e.type) {
    case 'list.reload':
      return listIs(s, 'failed') && calm(s);
    case 'filter.select':
      return s.context.status === null && listIs(s, 'ready') && calm(s);
    case 'lead.open':
      return listIs(s, 'ready') && (s.context.list?.leads.length ?? 0) > 0 && calm(s);
    case 'form.open':
      return listIs(s, 'ready') && calm(s);
    default:
      return s.can(e);
  }
}

const toValue = (key: string): StateValue => {
  const parts = key.split('.');
  const leaf: StateValue = parts.pop()!;
  return parts.reduceRight<StateValue>((inner, part) => ({ [part]: inner }), leaf);
};
const stateMatcher = (s: Snapshot, key: string) => s.matches(toValue(key) as never);

const model = new TestModel(leadsPageMachine, { stateMatcher: stateMatcher as never });
const paths = model.getPaths(() =>
  getShortestPaths(leadsPageMachine, {
    input,
    events,
    filterEvents: (s, e) => s.can(e) && offered(s as Snapshot, e as LeadsPageEvent),
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => {
      const { status, list, lead } = (s as Snapshot).context;
      return JSON.stringify([s.value, status, list?.leads.length, lead?.id]);
    },
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the leads page follows its machine', async () => {
    const user = userEvent.setup({ delay: null });
    const leads = controlled<typeof loadLeads>();
    const lead = controlled<typeof loadLead>();
    const pageRef = createActor(
      leadsPageMachine.provide({
        actors: { loadLeads: leads.actor, loadLead: lead.actor },
        actions: { notifyError: () => {} },
      }),
      { input }
    ).start();
    render(<LeadsView pageRef={pageRef} companyName="Constructora Andina S.A.S." />);

    await path.test({
      events: {
        'list.reload': () => user.click(screen.getByRole('button', { name: 'Reintentar' })),
        'filter.select': () => user.click(screen.getByRole('button', { name: /^En seguimiento/ })),
        'lead.open': () => user.click(screen.getByRole('button', { name: 'Ver perfil' })),
        'detail.close': () => user.keyboard('{Escape}'),
        'form.open': () => user.click(screen.getByRole('button', { name: 'Nuevo Lead' })),
        'form.cancel': () => user.click(screen.getByRole('button', { name: 'Cancelar' })),
        ...settle({ loadLeads: leads, loadLead: lead }),
      },
      states: {
        'list.loading': (s) => {
          if (!s.context.list) expect(screen.getByText('Cargando leads...')).toBeInTheDocument();
        },
        'list.ready': (s) => {
          const listed = s.context.list!.leads;
          if (listed.length === 0) {
            const text = s.context.status
              ? 'No se encontraron leads con los filtros seleccionados'
              : 'No hay leads';
            expect(screen.getByRole('heading', { name: text, hidden: true })).toBeInTheDocument();
            return;
          }
          const list = within(screen.getByRole('list', { name: 'Leads', hidden: true }));
          expect(list.getAllByRole('listitem', { hidden: true })).toHaveLength(listed.length);
          expect(list.getByRole('link', { name: 'Contactar', hidden: true })).toHaveAttribute(
            'href',
            'mailto:lucia@example.com'
          );
          expect(
            screen.getByRole('button', { name: `Todos (${s.context.list!.counts.all})`, hidden: true })
          ).toBeInTheDocument();
        },
        'list.failed': () => {
          expect(screen.getAllByRole('alert', { hidden: true })[0]).toHaveTextContent(LEADS_LOAD_ERROR);
        },
        'detail.open.loading': () => {
          expect(screen.getByText('Cargando lead...')).toBeInTheDocument();
        },
        'detail.open.ready': () => {
          const dialog = within(screen.getByRole('dialog', { name: 'Lucía Fernández' }));
          expect(dialog.getByRole('heading', { name: 'Historial' })).toBeInTheDocument();
          expect(dialog.getByText(/Lead recibido\./)).toBeInTheDocument();
          expect(dialog.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
        },
        'detail.open.failed': () => {
          expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
            'Lead no encontrado.'
          );
        },
        'form.editing': () => {
          const dialog = within(screen.getByRole('dialog', { name: 'Nuevo Lead' }));
          expect(dialog.getByRole('textbox', { name: 'Nombre' })).toBeInTheDocument();
        },
        'form.closed': (s) => {
          if (s.matches({ detail: 'closed' })) expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        },
      },
    });
  });
});
