import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { shortenAddress } from '#domain/format';
import type { Property } from '#domain/property';
import { entityDeleteMachine } from '#machines/entity-delete/entity-delete.machine';
import { apto101, apto102 } from '#machines/project-detail/project-detail.fixtures';
import { PropertiesListView } from '#ui/screens/properties/properties-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { loadProperties } from './properties-list.actors';
import { propertiesListMachine, type PropertiesListEvent } from './properties-list.machine';

// Generated paths drive the real view step by step; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

type Snapshot = SnapshotFrom<typeof propertiesListMachine>;

const casa: Property = {
  ...apto101,
  id: 40,
  name: 'Casa Campestre',
  description: 'Con jardín',
  address: 'Vereda San Nicolás, kilómetro 3 vía La Ceja - Rionegro, Antioquia, Colombia',
  project_id: null,
  project_name: null,
  property_model_id: null,
  property_type: 'house',
};
const listed = [apto101, apto102, casa];

const events: PropertiesListEvent[] = [
  { type: 'search.change', term: 'casa' },
  { type: 'search.change', term: 'zzz' },
  { type: 'list.reload' },
  done('loadProperties', listed),
  done('loadProperties', []),
  failed('loadProperties'),
];

const model = new TestModel(propertiesListMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(propertiesListMachine, {
    input: { companyId: 1 },
    events,
    // The search box exists once the page has loaded; a reload is offered on failure.
    filterEvents: (s, e) =>
      s.can(e) &&
      (e.type !== 'list.reload' || (s as Snapshot).matches('failed')) &&
      (e.type !== 'search.change' || (s as Snapshot).context.search !== (e as { term: string }).term),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

describe.each([false, true])('compact %s', (compact) => {
  describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
    it('the properties page follows its machine', async () => {
      const user = userEvent.setup({ delay: null });
      const load = controlled<typeof loadProperties>();
      const listRef = createActor(
        propertiesListMachine.provide({
          actors: { loadProperties: load.actor },
          actions: { notifyError: () => {} },
        }),
        { input: { companyId: 1 } }
      ).start();
      const deleteRef = createActor(entityDeleteMachine).start();
      render(
        <PropertiesListView
          listRef={listRef}
          deleteRef={deleteRef}
          companyName="Andina"
          canManage
          compact={compact}
        />
      );

      await path.test({
        events: {
          'search.change': async ({ event }) => {
            const box = screen.getByRole('searchbox', { name: 'Buscar propiedades...' });
            await user.clear(box);
            await user.type(box, `${(event as unknown as { term: string }).term}{Enter}`);
          },
          'list.reload': async () => {
            await user.click(screen.getByRole('button', { name: 'Reintentar' }));
          },
          ...settle({ loadProperties: load }),
        },
        states: {
          loading: (s) => {
            if (!s.context.properties)
              expect(screen.getByText('Cargando propiedades...')).toBeInTheDocument();
          },
          ready: (s) => {
            expect(screen.getByRole('link', { name: /Nueva Propiedad/ })).toHaveAttribute(
              'href',
              '/properties/new'
            );
            const all = s.context.properties!;
            if (all.length === 0) {
              expect(screen.getByText('No hay propiedades')).toBeInTheDocument();
              return;
            }
            if (s.context.search === 'zzz') {
              expect(screen.getByText('No se encontraron propiedades')).toBeInTheDocument();
              return;
            }
            const list = within(
              compact
                ? screen.getByRole('list', { name: 'Propiedades' })
                : screen.getByRole('table', { name: 'Propiedades' })
            );
            expect(list.getByRole('link', { name: 'Casa Campestre' })).toHaveAttribute(
              'href',
              '/properties/40'
            );
            expect(list.getByText('Independiente')).toBeInTheDocument();
            expect(list.getByText(shortenAddress(casa.address))).toBeInTheDocument();
            expect(shortenAddress(casa.address)).toMatch(/\.\.\.$/);
            expect(list.getByRole('link', { name: 'Editar Casa Campestre' })).toHaveAttribute(
              'href',
              '/properties/40/edit'
            );
            if (s.context.search === 'casa') {
              expect(list.queryByRole('link', { name: 'Apto 101' })).not.toBeInTheDocument();
            } else {
              expect(list.getByRole('link', { name: 'Apto 101' })).toBeInTheDocument();
              expect(list.getAllByRole('link', { name: 'Torres del Poblado' })[0]).toHaveAttribute(
                'href',
                '/projects/11'
              );
            }
          },
          failed: () => {
            expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar las propiedades');
          },
        },
      });
      listRef.stop();
      deleteRef.stop();
    });
  });
});

it('covers every state of the properties chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['loading', 'ready', 'failed']) expect(reached).toContain(JSON.stringify(s));
});

it('hides edit, delete and create from roles that cannot manage, and confirms deletes as "Eliminar Propiedad"', async () => {
  const user = userEvent.setup({ delay: null });
  const { act } = await import('react');
  const load = controlled<typeof loadProperties>();
  const listRef = createActor(propertiesListMachine.provide({ actors: { loadProperties: load.actor } }), {
    input: { companyId: 1 },
  }).start();
  const deleteRef = createActor(entityDeleteMachine).start();
  const { rerender } = render(
    <PropertiesListView
      listRef={listRef}
      deleteRef={deleteRef}
      companyName="Andina"
      canManage={false}
      compact={false}
    />
  );
  await act(async () => load.resolve(listed));
  expect(screen.queryByRole('link', { name: /Nueva Propiedad/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver Casa Campestre' })).toBeInTheDocument();
  rerender(
    <PropertiesListView
      listRef={listRef}
      deleteRef={deleteRef}
      companyName="Andina"
      canManage
      compact={false}
    />
  );
  await user.click(screen.getByRole('button', { name: 'Eliminar Casa Campestre' }));
  expect(await screen.findByRole('alertdialog', { name: 'Eliminar Propiedad' })).toHaveTextContent(
    'Casa Campestre'
  );
});
