import { createActor, fromPromise } from 'xstate';
import type { Property } from '#domain/property';
import { apto101, apto102 } from '#machines/project-detail/project-detail.fixtures';
import { PROPERTIES_LOAD_ERROR, propertiesListMachine } from './properties-list.machine';
import { selectPropertiesListView } from './properties-list.select';

const flush = () => new Promise((r) => setTimeout(r, 0));
const casa: Property = {
  ...apto101,
  id: 40,
  name: 'Casa Campestre',
  description: 'Con jardín y chimenea',
  address: 'Vereda San Nicolás, La Ceja',
  project_id: null,
  project_name: null,
  property_type: 'house',
};

function start(results: Array<() => Promise<Property[]>>) {
  const asked: number[] = [];
  let call = 0;
  let notices = 0;
  const actor = createActor(
    propertiesListMachine.provide({
      actors: {
        loadProperties: fromPromise<Property[], { companyId: number }>(({ input }) => {
          asked.push(input.companyId);
          return results[Math.min(call++, results.length - 1)]!();
        }),
      },
      actions: { notifyError: () => void (notices += 1) },
    }),
    { input: { companyId: 1 } }
  ).start();
  return { actor, asked, notices: () => notices };
}

describe('properties list machine', () => {
  it('loads the company’s properties and searches them by name, description or address, ignoring case', async () => {
    const { actor } = start([async () => [apto101, apto102, casa]]);
    await flush();
    expect(selectPropertiesListView(actor.getSnapshot()).properties).toHaveLength(3);
    actor.send({ type: 'search.change', term: 'CHIMENEA' });
    expect(selectPropertiesListView(actor.getSnapshot()).properties).toEqual([casa]);
    actor.send({ type: 'search.change', term: 'la ceja' });
    expect(selectPropertiesListView(actor.getSnapshot()).properties).toEqual([casa]);
    actor.send({ type: 'search.change', term: 'apto 10' });
    expect(selectPropertiesListView(actor.getSnapshot()).properties).toEqual([apto101, apto102]);
    actor.send({ type: 'search.change', term: 'zzz' });
    expect(selectPropertiesListView(actor.getSnapshot())).toMatchObject({ nothingFound: true, empty: false });
  });

  it('says when the company has no properties', async () => {
    const { actor } = start([async () => []]);
    await flush();
    expect(selectPropertiesListView(actor.getSnapshot())).toMatchObject({ empty: true, nothingFound: false });
  });

  it('shows the spec error, notifies it, and retries', async () => {
    const { actor, notices } = start([
      async () => {
        throw new Error('500');
      },
      async () => [casa],
    ]);
    await flush();
    expect(selectPropertiesListView(actor.getSnapshot()).error).toBe(PROPERTIES_LOAD_ERROR);
    expect(notices()).toBe(1);
    actor.send({ type: 'list.reload' });
    await flush();
    expect(selectPropertiesListView(actor.getSnapshot()).properties).toEqual([casa]);
  });

  it('reloads for another company and keeps the search', async () => {
    const { actor, asked } = start([async () => [casa]]);
    await flush();
    actor.send({ type: 'search.change', term: 'casa' });
    actor.send({ type: 'company.change', companyId: 1 });
    actor.send({ type: 'company.change', companyId: 2 });
    await flush();
    expect(asked).toEqual([1, 2]);
    expect(selectPropertiesListView(actor.getSnapshot()).search).toBe('casa');
  });
});
