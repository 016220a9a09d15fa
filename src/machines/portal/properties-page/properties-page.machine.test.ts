import { createActor, fromPromise } from 'xstate';
import type { CompanyPropertiesQuery } from '#api/properties.api';
import type { Access } from '#domain/permissions';
import type { Deleted } from '#domain/project';
import type { Property, PropertyPage } from '#domain/property';
import type { CompanyRole } from '#domain/roles';
import type { DeleteTarget } from '#machines/shared/entity-delete/delete-target';
import { entityDeleteMachine } from '#machines/shared/entity-delete/entity-delete.machine';
import { SEARCH_DEBOUNCE_MS } from '#machines/shared/page/search-debounce';
import { apto101, apto102 } from '#machines/portal/project-detail/project-detail.fixtures';
import { PROPERTIES_LOAD_ERROR, propertiesPageMachine } from './properties-page.machine';
import { selectPropertiesPageView } from './properties-page.select';

const flush = () => vi.advanceTimersByTimeAsync(0);
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
const pageOf = (properties: Property[], total_items = properties.length, total_pages = 1): PropertyPage => ({
  properties,
  total_items,
  total_pages: total_items === 0 ? 0 : total_pages,
});

const roleIn = (role: CompanyRole): Access => ({ roles: { 1: role }, permissions: [] });

/** The page machine with the server answering each question through `answer`. */
function start(answer: (q: CompanyPropertiesQuery) => PropertyPage, access: Access = roleIn('OWNER')) {
  const asked: CompanyPropertiesQuery[] = [];
  const deleted: DeleteTarget[] = [];
  let notices = 0;
  const actor = createActor(
    propertiesPageMachine.provide({
      actors: {
        loadProperties: fromPromise<PropertyPage, CompanyPropertiesQuery>(async ({ input }) => {
          asked.push(input);
          return answer(input);
        }),
        entityDelete: entityDeleteMachine.provide({
          actors: {
            deleteEntity: fromPromise<Deleted, DeleteTarget>(async ({ input }) => {
              deleted.push(input);
              return { message: 'ok' } as Deleted;
            }),
          },
          actions: { notifyDeleted: () => {}, notifyFailed: () => {} },
        }),
      },
      actions: { notifyError: () => void (notices += 1) },
    }),
    { input: { companyId: 1, access } }
  ).start();
  const view = () => selectPropertiesPageView(actor.getSnapshot());
  return { actor, view, asked, deleted, notices: () => notices };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('properties page machine', () => {
  it('asks the server for the first page of 25, newest first, and shows it', async () => {
    const { view, asked } = start(() => pageOf([apto101, apto102, casa], 60, 3));
    await flush();
    expect(asked).toEqual([{ companyId: 1, page: 1, limit: 25, q: '', sort: 'recent' }]);
    expect(view()).toMatchObject({ properties: [apto101, apto102, casa], page: 1, totalPages: 3, total: 60 });
  });

  it('sends the search once typing pauses, or at once on Enter, from the first page', async () => {
    const { actor, view, asked } = start(({ q }) =>
      q === 'casa' ? pageOf([casa]) : pageOf([apto101], 60, 3)
    );
    await flush();
    actor.send({ type: 'page.go', page: 2 });
    await flush();
    for (const term of ['c', 'ca', 'cas', 'casa']) {
      actor.send({ type: 'search.input', term });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
    }
    expect(asked).toHaveLength(2);
    expect(view().search).toBe('casa');
    await vi.advanceTimersByTimeAsync(50);
    expect(asked.at(-1)).toMatchObject({ page: 1, q: 'casa' });
    expect(view().properties).toEqual([casa]);
    actor.send({ type: 'search.input', term: 'casa ' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(asked).toHaveLength(3);
    actor.send({ type: 'search.input', term: 'jardín' });
    actor.send({ type: 'search.submit' });
    await flush();
    expect(asked.at(-1)).toMatchObject({ q: 'jardín' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(asked).toHaveLength(4);
  });

  it('tells an empty company from a search that matches nothing', async () => {
    const { actor, view } = start(() => pageOf([]));
    await flush();
    expect(view()).toMatchObject({ empty: true, nothingFound: false });
    actor.send({ type: 'search.input', term: 'zzz' });
    actor.send({ type: 'search.submit' });
    await flush();
    expect(view()).toMatchObject({ empty: false, nothingFound: true });
  });

  it('changes the order and the page on the server, ignoring pages that do not exist', async () => {
    const { actor, view, asked } = start(() => pageOf([apto101], 60, 3));
    await flush();
    actor.send({ type: 'page.go', page: 3 });
    await flush();
    actor.send({ type: 'page.go', page: 4 });
    actor.send({ type: 'page.go', page: 3 });
    actor.send({ type: 'sort.change', sort: 'price_asc' });
    await flush();
    actor.send({ type: 'sort.change', sort: 'price_asc' });
    await flush();
    expect(asked.map(({ page, sort }) => [page, sort])).toEqual([
      [1, 'recent'],
      [3, 'recent'],
      [1, 'price_asc'],
    ]);
    expect(view()).toMatchObject({ page: 1, sort: 'price_asc' });
  });

  it('shows the spec error, notifies it, and retries', async () => {
    let calls = 0;
    const { actor, view, notices } = start(() => {
      if (calls++ === 0) throw new Error('500');
      return pageOf([casa]);
    });
    await flush();
    expect(view().error).toBe(PROPERTIES_LOAD_ERROR);
    expect(notices()).toBe(1);
    actor.send({ type: 'list.reload' });
    await flush();
    expect(view().properties).toEqual([casa]);
  });

  it('reloads for another company from its first page and keeps the search', async () => {
    const { actor, view, asked } = start(() => pageOf([casa], 60, 3));
    await flush();
    actor.send({ type: 'page.go', page: 2 });
    actor.send({ type: 'search.input', term: 'casa' });
    actor.send({ type: 'search.submit' });
    await flush();
    actor.send({ type: 'company.change', companyId: 1 });
    actor.send({ type: 'company.change', companyId: 2 });
    await flush();
    expect(asked.at(-1)).toEqual({ companyId: 2, page: 1, limit: 25, q: 'casa', sort: 'recent' });
    expect(view().search).toBe('casa');
  });

  it('deletes through the delete flow, then reloads; a page left past the end shows the last one', async () => {
    let rows = 26;
    const { actor, view, asked, deleted } = start(({ page }) =>
      page === 2 && rows === 26
        ? pageOf([casa], rows, 2)
        : pageOf(page === 1 ? [apto101] : [], rows, Math.ceil(rows / 25))
    );
    await flush();
    actor.send({ type: 'page.go', page: 2 });
    await flush();
    actor.send({ type: 'property.delete', property: casa });
    expect(view().deleteRef.getSnapshot().value).toBe('confirming');
    rows = 25;
    view().deleteRef.send({ type: 'delete.confirm' });
    await flush();
    expect(deleted).toEqual([{ kind: 'property', id: 40, name: 'Casa Campestre', projectId: null }]);
    expect(asked.map((a) => a.page)).toEqual([1, 2, 2, 1]);
    expect(view()).toMatchObject({ page: 1, properties: [apto101], totalPages: 1 });
  });

  it('offers create, edit and delete to managers only, and follows access changes', async () => {
    const { actor, view } = start(() => pageOf([casa]), roleIn('MEMBER'));
    await flush();
    expect(view()).toMatchObject({ canCreate: false, canEdit: false, canDelete: false });
    actor.send({ type: 'property.delete', property: casa });
    expect(view().deleteRef.getSnapshot().value).toBe('idle');
    actor.send({ type: 'access.changed', access: roleIn('ADMIN') });
    expect(view()).toMatchObject({ canCreate: true, canEdit: true, canDelete: true });
    actor.send({ type: 'property.delete', property: casa });
    expect(view().deleteRef.getSnapshot().value).toBe('confirming');
  });
});
