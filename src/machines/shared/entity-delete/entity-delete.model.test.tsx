import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type ActorRefFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import { EntityDeleteDialog } from '#ui/components/entity-delete-dialog';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { deleteEntity } from './entity-delete.actors';
import type { DeleteTarget } from './delete-target';
import { entityDeleteMachine, type EntityDeleteEvent } from './entity-delete.machine';

// Generated paths drive the real view step by step; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const property: DeleteTarget = { kind: 'property', id: 7, name: 'Apto 101', projectId: null };
const usedModel: DeleteTarget = { kind: 'model', id: 9, name: 'Tipo A', propertiesCount: 4 };
const unusedModel: DeleteTarget = { kind: 'model', id: 10, name: 'Tipo B', propertiesCount: 0 };
const targets = [property, usedModel, unusedModel];

const events: EntityDeleteEvent[] = [
  ...targets.map((target) => ({ type: 'delete.request', target }) as const),
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  done('deleteEntity', { message: 'ok' }),
  failed('deleteEntity', new ApiError('El modelo está en uso', 'http', 409)),
];

// The page machine that would hear the reports is outside this view test.
const machine = entityDeleteMachine.provide({ actions: { reportDeleted: () => {}, reportLeave: () => {} } });
const model = new TestModel(machine, {
  stateMatcher: (s, key) => s.matches(key as never),
});
const paths = model.getPaths(() =>
  getShortestPaths(machine, {
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

// Deletes are asked for from lists and tables; this stand-in offers one button per target.
function Harness({ deleteRef }: { deleteRef: ActorRefFrom<typeof entityDeleteMachine> }) {
  return (
    <>
      {targets.map((target) => (
        <button
          key={target.id}
          type="button"
          onClick={() => deleteRef.send({ type: 'delete.request', target })}
        >
          Eliminar {target.name}
        </button>
      ))}
      <EntityDeleteDialog deleteRef={deleteRef} />
    </>
  );
}

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the delete dialog follows its machine', async () => {
    const user = userEvent.setup({ delay: null });
    const remove = controlled<typeof deleteEntity>();
    const deleteRef = createActor(
      entityDeleteMachine.provide({
        actors: { deleteEntity: remove.actor },
        // The page machine that would hear the reports is outside this view test.
        actions: {
          notifyDeleted: () => {},
          notifyFailed: () => {},
          reportDeleted: () => {},
          reportLeave: () => {},
        },
      })
    ).start();
    render(<Harness deleteRef={deleteRef} />);

    await path.test({
      events: {
        'delete.request': async ({ event }) => {
          const { target } = event as Extract<EntityDeleteEvent, { type: 'delete.request' }>;
          await user.click(screen.getByRole('button', { name: `Eliminar ${target.name}` }));
        },
        'delete.confirm': async () => {
          await user.click(screen.getByRole('button', { name: 'Eliminar' }));
        },
        'delete.cancel': async () => {
          const cancel = screen.queryByRole('button', { name: 'Cancelar' });
          await user.click(cancel ?? screen.getByRole('button', { name: 'Entendido' }));
        },
        ...settle({ deleteEntity: remove }),
      },
      states: {
        // Ark unmounts a closing dialog once its exit transition is over.
        idle: async () => {
          await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        },
        blocked: () => {
          const dialog = screen.getByRole('alertdialog', { name: 'No se puede eliminar el modelo' });
          expect(dialog).toHaveTextContent(
            'No se puede eliminar el modelo "Tipo A" porque tiene 4 propiedades asociadas'
          );
          expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
        },
        confirming: (s) => {
          const title =
            s.context.target?.kind === 'model' ? 'Eliminar Modelo de Propiedad' : 'Eliminar Propiedad';
          const dialog = screen.getByRole('alertdialog', { name: title });
          expect(dialog).toHaveTextContent(`"${s.context.target?.name}"`);
          expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
          if (s.context.error) expect(dialog).toHaveTextContent('El modelo está en uso');
          expect(screen.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
        },
        deleting: () => {
          expect(screen.getByRole('button', { name: /Eliminando/ })).toBeDisabled();
          expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
        },
      },
    });
    deleteRef.stop();
  });
});

it('covers every state the dialog shows', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['idle', 'blocked', 'confirming', 'deleting']) expect(reached).toContain(JSON.stringify(s));
});
