import { createActor, fromPromise } from 'xstate';
import type { ProjectUnitsQuery } from '#api/properties.api';
import type { Property, PropertyPage } from '#domain/property';
import { SEARCH_DEBOUNCE_MS } from '#machines/shared/page/search-debounce';
import { apto101, apto102 } from '#machines/portal/project-detail/project-detail.fixtures';
import { projectUnitsMachine } from './project-units.machine';
import { selectProjectUnitsView } from './project-units.select';

const flush = () => vi.advanceTimersByTimeAsync(0);
const pageOf = (properties: Property[], total_items = properties.length, total_pages = 1): PropertyPage => ({
  properties,
  total_items,
  total_pages: total_items === 0 ? 0 : total_pages,
});

/** The units list with the server answering each question through `answer`. */
function start(answer: (q: ProjectUnitsQuery) => PropertyPage | Promise<PropertyPage>) {
  const asked: ProjectUnitsQuery[] = [];
  const actor = createActor(
    projectUnitsMachine.provide({
      actors: {
        loadUnits: fromPromise<PropertyPage, ProjectUnitsQuery>(async ({ input }) => {
          asked.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { projectId: 11 } }
  ).start();
  const view = () => selectProjectUnitsView(actor.getSnapshot());
  return { actor, view, asked };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('project units machine', () => {
  it('asks the server for the first page of 25 in name order and shows it', async () => {
    const { view, asked } = start(() => pageOf([apto101, apto102], 60, 3));
    expect(view()).toMatchObject({ loading: true, units: [] });
    await flush();
    expect(asked).toEqual([{ projectId: 11, page: 1, limit: 25, q: '', sort: 'name' }]);
    expect(view()).toMatchObject({ loading: false, units: [apto101, apto102], page: 1, totalPages: 3 });
  });

  it('searches once typing pauses, or at once on Enter, from the first page', async () => {
    const { actor, view, asked } = start(({ q }) =>
      q === '102' ? pageOf([apto102]) : pageOf([apto101], 60, 3)
    );
    await flush();
    actor.send({ type: 'page.go', page: 2 });
    await flush();
    actor.send({ type: 'search.input', term: '10' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'search.input', term: '102 ' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked.at(-1)).toEqual({ projectId: 11, page: 1, limit: 25, q: '102', sort: 'name' });
    expect(view()).toMatchObject({ units: [apto102], search: '102 ', nothingFound: false });
    actor.send({ type: 'search.input', term: 'zz' });
    actor.send({ type: 'search.submit' });
    await flush();
    expect(asked.at(-1)!.q).toBe('zz');
    expect(asked).toHaveLength(4);
  });

  it('orders on the server from the first page, and ignores a page that does not exist', async () => {
    const { actor, asked } = start(() => pageOf([apto101], 60, 3));
    await flush();
    actor.send({ type: 'page.go', page: 4 });
    actor.send({ type: 'page.go', page: 0 });
    actor.send({ type: 'page.go', page: 3 });
    await flush();
    actor.send({ type: 'sort.change', sort: 'price_desc' });
    await flush();
    expect(asked.map((q) => [q.page, q.sort])).toEqual([
      [1, 'name'],
      [3, 'name'],
      [1, 'price_desc'],
    ]);
  });

  it('shows the last page when a reload finds the shown one past the end', async () => {
    let total = 60;
    const { actor, view, asked } = start(() => pageOf([apto101], total, Math.ceil(total / 25)));
    await flush();
    actor.send({ type: 'page.go', page: 3 });
    await flush();
    total = 50;
    actor.send({ type: 'list.reload' });
    await flush();
    expect(asked.map((q) => q.page)).toEqual([1, 3, 3, 2]);
    expect(view().page).toBe(2);
  });

  it('reloads over a load under way, and a failed load shows an empty list (spec §8)', async () => {
    let fail = false;
    const { actor, view, asked } = start(() => {
      if (fail) throw new Error('caído');
      return pageOf([apto101]);
    });
    actor.send({ type: 'list.reload' });
    await flush();
    expect(asked).toHaveLength(2);
    fail = true;
    actor.send({ type: 'list.reload' });
    await flush();
    expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    expect(view()).toMatchObject({ units: [], empty: true, totalPages: 0 });
  });
});
