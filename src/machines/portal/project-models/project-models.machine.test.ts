import { createActor, fromPromise } from 'xstate';
import type { ProjectModelsQuery } from '#api/property-models.api';
import type { PropertyModel, PropertyModelPage } from '#domain/property-model';
import { SEARCH_DEBOUNCE_MS } from '#machines/shared/page/search-debounce';
import { tipoA, tipoB } from '#machines/portal/project-detail/project-detail.fixtures';
import { projectModelsMachine } from './project-models.machine';
import { selectProjectModelsView } from './project-models.select';

const flush = () => vi.advanceTimersByTimeAsync(0);
const pageOf = (
  models: PropertyModel[],
  total_items = models.length,
  total_pages = 1
): PropertyModelPage => ({
  models,
  total_items,
  total_pages: total_items === 0 ? 0 : total_pages,
});

/** The models list with the server answering each question through `answer`. */
function start(answer: (q: ProjectModelsQuery) => PropertyModelPage | Promise<PropertyModelPage>) {
  const asked: ProjectModelsQuery[] = [];
  const actor = createActor(
    projectModelsMachine.provide({
      actors: {
        loadModels: fromPromise<PropertyModelPage, ProjectModelsQuery>(async ({ input }) => {
          asked.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { projectId: 11 } }
  ).start();
  const view = () => selectProjectModelsView(actor.getSnapshot());
  return { actor, view, asked };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('project models machine', () => {
  it('asks the server for the first page of 10 in the order they were added and shows it', async () => {
    const { view, asked } = start(() => pageOf([tipoA, tipoB], 60, 3));
    expect(view()).toMatchObject({ loading: true, models: [] });
    await flush();
    expect(asked).toEqual([{ projectId: 11, page: 1, limit: 10, q: '', sort: 'created' }]);
    expect(view()).toMatchObject({ loading: false, models: [tipoA, tipoB], page: 1, totalPages: 3 });
  });

  it('searches once typing pauses, or at once on Enter, from the first page', async () => {
    const { actor, view, asked } = start(({ q }) => (q === 'B' ? pageOf([tipoB]) : pageOf([tipoA], 30, 3)));
    await flush();
    actor.send({ type: 'page.go', page: 2 });
    await flush();
    actor.send({ type: 'search.input', term: 'Ti' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'search.input', term: 'B ' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked.at(-1)).toEqual({ projectId: 11, page: 1, limit: 10, q: 'B', sort: 'created' });
    expect(view()).toMatchObject({ models: [tipoB], search: 'B ', nothingFound: false });
    actor.send({ type: 'search.input', term: 'zz' });
    actor.send({ type: 'search.submit' });
    await flush();
    expect(asked.at(-1)!.q).toBe('zz');
    expect(asked).toHaveLength(4);
  });

  it('orders on the server from the first page, and ignores a page that does not exist', async () => {
    const { actor, asked } = start(() => pageOf([tipoA], 30, 3));
    await flush();
    actor.send({ type: 'page.go', page: 4 });
    actor.send({ type: 'page.go', page: 0 });
    actor.send({ type: 'page.go', page: 3 });
    await flush();
    actor.send({ type: 'sort.change', sort: 'price_desc' });
    await flush();
    expect(asked.map((q) => [q.page, q.sort])).toEqual([
      [1, 'created'],
      [3, 'created'],
      [1, 'price_desc'],
    ]);
  });

  it('shows the last page when a reload finds the shown one past the end', async () => {
    let total = 30;
    const { actor, view, asked } = start(() => pageOf([tipoA], total, Math.ceil(total / 10)));
    await flush();
    actor.send({ type: 'page.go', page: 3 });
    await flush();
    total = 20;
    actor.send({ type: 'list.reload' });
    await flush();
    expect(asked.map((q) => q.page)).toEqual([1, 3, 3, 2]);
    expect(view().page).toBe(2);
  });

  it('reloads over a load under way, and a failed load shows an empty list (spec §8)', async () => {
    let fail = false;
    const { actor, view, asked } = start(() => {
      if (fail) throw new Error('caído');
      return pageOf([tipoA]);
    });
    actor.send({ type: 'list.reload' });
    await flush();
    expect(asked).toHaveLength(2);
    fail = true;
    actor.send({ type: 'list.reload' });
    await flush();
    expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    expect(view()).toMatchObject({ models: [], nothingFound: false, totalPages: 0 });
  });
});
