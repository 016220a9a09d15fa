import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import type { Property } from '#domain/property';
import { apto101 } from '#machines/portal/project-detail/project-detail.fixtures';
import { catalogue } from '#machines/shared/project-form/project-form.fixtures';
import { PropertyDetailView } from '#ui/screens/properties/property-detail-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { loadPropertyDetail } from './property-detail-page.actors';
import { propertyDetailPageMachine, type PropertyDetailEvent } from './property-detail-page.machine';

// Generated paths drive the real view step by step; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const casa: Property = {
  ...apto101,
  id: 40,
  name: 'Casa Campestre',
  project_id: null,
  project_name: null,
  property_model_id: null,
  property_model_name: null,
  amenities: { balcon: true, custom_vista_al_mar: true },
};

const owner = { roles: { [apto101.company_id]: 'OWNER' as const }, permissions: [] };
// The shell tells the page when the role changes: here the user becomes a MEMBER of the company.
const demoted = { roles: { [apto101.company_id]: 'MEMBER' as const }, permissions: [] };
const input = { propertyId: 31, access: owner };

const events: PropertyDetailEvent[] = [
  { type: 'access.changed', access: demoted },
  { type: 'detail.reload' },
  done('loadPropertyDetail', { property: apto101, amenities: catalogue }),
  done('loadPropertyDetail', { property: casa, amenities: catalogue }),
  failed('loadPropertyDetail', new ApiError('Propiedad no encontrada', 'http', 404)),
  failed('loadPropertyDetail', new ApiError('Error interno del servidor.', 'http', 500)),
];

const model = new TestModel(propertyDetailPageMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(propertyDetailPageMachine, {
    input,
    events,
    filterEvents: (s, e) =>
      s.can(e) &&
      (e.type !== 'detail.reload' || s.matches('failed')) &&
      // One role change per path, once there is something to edit.
      (e.type !== 'access.changed' || (s.matches('ready') && s.context.access === owner)),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the property page follows its machine', async () => {
    const user = userEvent.setup({ delay: null });
    const load = controlled<typeof loadPropertyDetail>();
    const detailRef = createActor(
      propertyDetailPageMachine.provide({
        actors: { loadPropertyDetail: load.actor },
        actions: { notifyError: () => {}, navigate: () => {} },
      }),
      { input }
    ).start();
    render(<PropertyDetailView detailRef={detailRef} />);

    await path.test({
      events: {
        'detail.reload': async () => {
          await user.click(screen.getByRole('button', { name: 'Reintentar' }));
        },
        'access.changed': async ({ event }) => {
          await act(async () => detailRef.send(event as PropertyDetailEvent));
        },
        ...settle({ loadPropertyDetail: load }),
      },
      states: {
        loading: () => {
          expect(screen.getByText('Cargando propiedad...')).toBeInTheDocument();
        },
        ready: (s) => {
          const property = s.context.data!.property;
          expect(screen.getByRole('heading', { name: property.name, level: 1 })).toBeInTheDocument();
          expect(screen.getByText('$480.000.000')).toBeInTheDocument();
          if (s.context.access === owner) {
            expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
              'href',
              `/properties/${property.id}/edit`
            );
          } else {
            expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
          }
          expect(screen.getByText('Balcón')).toBeInTheDocument();
          if (property.project_id === null) {
            expect(
              screen.getByText('Propiedad independiente: no pertenece a ningún proyecto.')
            ).toBeInTheDocument();
            expect(screen.getByText('Vista al mar')).toBeInTheDocument();
          } else {
            expect(screen.getByRole('link', { name: 'Torres del Poblado' })).toHaveAttribute(
              'href',
              '/projects/11'
            );
          }
        },
        notFound: () => {
          expect(screen.getByText('Propiedad no encontrada')).toBeInTheDocument();
        },
        failed: () => {
          expect(screen.getByText('Error al cargar la propiedad')).toBeInTheDocument();
        },
      },
    });
    detailRef.stop();
  });
});

it('covers every state of the property page chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['loading', 'ready', 'notFound', 'failed']) expect(reached).toContain(JSON.stringify(s));
});
