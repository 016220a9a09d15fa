import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import { apto101 } from '#machines/project-detail/project-detail.fixtures';
import type { PropertyDetailData } from './property-detail.actors';
import { propertyDetailMachine } from './property-detail.machine';
import { selectPropertyDetailView } from './property-detail.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(results: Array<() => Promise<PropertyDetailData>>) {
  let call = 0;
  let notices = 0;
  const actor = createActor(
    propertyDetailMachine.provide({
      actors: {
        loadPropertyDetail: fromPromise<PropertyDetailData, { propertyId: number }>(() =>
          results[Math.min(call++, results.length - 1)]!()
        ),
      },
      actions: { notifyError: () => void (notices += 1) },
    }),
    { input: { propertyId: apto101.id } }
  ).start();
  return { actor, notices: () => notices };
}

describe('property detail machine', () => {
  it('loads the property', async () => {
    const { actor } = start([async () => ({ property: apto101, amenities: [] })]);
    expect(selectPropertyDetailView(actor.getSnapshot()).loading).toBe(true);
    await flush();
    expect(selectPropertyDetailView(actor.getSnapshot()).property).toEqual(apto101);
  });

  it('tells a missing property apart from a failed load, which may be retried', async () => {
    const missing = start([
      async () => {
        throw new ApiError('Propiedad no encontrada', 'http', 404);
      },
    ]);
    await flush();
    expect(selectPropertyDetailView(missing.actor.getSnapshot()).notFound).toBe(true);
    const failing = start([
      async () => {
        throw new ApiError('Error interno del servidor.', 'http', 500);
      },
      async () => ({ property: apto101, amenities: [] }),
    ]);
    await flush();
    expect(selectPropertyDetailView(failing.actor.getSnapshot())).toMatchObject({
      error: 'Error al cargar la propiedad',
      errorDetail: 'Error interno del servidor.',
    });
    expect(failing.notices()).toBe(1);
    failing.actor.send({ type: 'detail.reload' });
    await flush();
    expect(selectPropertyDetailView(failing.actor.getSnapshot()).property).toEqual(apto101);
  });
});
