import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import {
  PROJECT_CARDS_PAGE_SIZE,
  type ConstructorProjectList,
  type ConstructorProjectsQuery,
} from '#domain/constructor-workspace';
import type { Access } from '#domain/permissions';
import type { Deleted, Project } from '#domain/project';
import type { DeleteTarget } from '#machines/shared/entity-delete/delete-target';
import { entityDeleteMachine } from '#machines/shared/entity-delete/entity-delete.machine';
import type { NavigateParams } from '#machines/shared/page/page-actions';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import {
  bothCards,
  bosqueCard,
  noCards,
  torresCard,
  twoPagesOfCards,
} from './constructor-projects-page.fixtures';
import { SEARCH_DEBOUNCE_MS } from '#machines/shared/page/search-debounce';
import { CARDS_LOAD_ERROR, constructorProjectsPageMachine } from './constructor-projects-page.machine';
import { selectConstructorProjectsPageView } from './constructor-projects-page.select';
import { NO_FILTERS, parseListQuery, type ListLocation } from './list-query';

const owner: Access = { roles: { 1: 'OWNER' }, permissions: [] };
const member: Access = { roles: { 1: 'MEMBER' }, permissions: [] };
const REFUSED = 'No se puede eliminar el proyecto: tiene unidades vendidas o reservadas.';

// What the list asks for first: page 1 of the company's cards.
const PAGE_ONE = { company_id: 1, page: 1, limit: PROJECT_CARDS_PAGE_SIZE };

const flush = () => vi.advanceTimersByTimeAsync(0);

type Options = {
  access?: Access;
  location?: ListLocation;
  cards?: (q: ConstructorProjectsQuery) => Promise<ConstructorProjectList>;
  remove?: (target: DeleteTarget) => Promise<Deleted>;
};

function start({ access = owner, location = parseListQuery(''), cards, remove }: Options = {}) {
  const asked: ConstructorProjectsQuery[] = [];
  const opened: number[] = [];
  const urls: NavigateParams[] = [];
  const deleted: DeleteTarget[] = [];
  const page = createActor(
    constructorProjectsPageMachine.provide({
      actors: {
        loadProjectCards: fromPromise<ConstructorProjectList, ConstructorProjectsQuery>(({ input }) => {
          asked.push(input);
          return cards ? cards(input) : Promise.resolve(bothCards);
        }),
        loadProject: fromPromise<Project, { projectId: number }>(async ({ input }) => {
          opened.push(input.projectId);
          return { ...torres, id: input.projectId };
        }),
        entityDelete: entityDeleteMachine.provide({
          actors: {
            deleteEntity: fromPromise<Deleted, DeleteTarget>(async ({ input }) => {
              deleted.push(input);
              return remove ? remove(input) : { message: 'ok' };
            }),
          },
          actions: { notifyDeleted: () => {}, notifyFailed: () => {} },
        }),
      },
      actions: { navigate: (_, params) => void urls.push(params), notifyListError: () => {} },
    }),
    { input: { companyId: 1, access, ...location } }
  ).start();
  const view = () => selectConstructorProjectsPageView(page.getSnapshot());
  return { page, asked, opened, urls, deleted, view };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('constructor projects page machine', () => {
  it('loads the company’s cards and lets only managers edit and delete', async () => {
    const { asked, view } = start();
    expect(view().loading).toBe(true);
    await flush();
    expect(asked).toEqual([PAGE_ONE]);
    expect(view()).toMatchObject({
      loading: false,
      cards: [torresCard, bosqueCard],
      canEdit: true,
      canDelete: true,
    });
    const reader = start({ access: member });
    await flush();
    expect(reader.view()).toMatchObject({ canEdit: false, canDelete: false });
  });

  it('searches 300 ms after the last keystroke, once, and writes the search to the URL', async () => {
    const { page, asked, urls, view } = start();
    await flush();
    page.send({ type: 'search.input', term: 'tor' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
    page.send({ type: 'search.input', term: 'torres ' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(asked).toHaveLength(1);
    expect(view().draft).toBe('torres ');
    await vi.advanceTimersByTimeAsync(1);
    expect(asked.at(-1)).toEqual({ ...PAGE_ONE, q: 'torres' });
    expect(urls).toEqual([{ to: '/constructor/projects?q=torres', replace: true }]);
    // The same text again (spaces aside) asks nothing.
    page.send({ type: 'search.input', term: 'torres' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(asked).toHaveLength(2);
  });

  it('searches at once on Enter', async () => {
    const { page, asked } = start();
    await flush();
    page.send({ type: 'search.input', term: 'Andina' });
    page.send({ type: 'search.submit' });
    await flush();
    expect(asked.at(-1)).toEqual({ ...PAGE_ONE, q: 'Andina' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(asked).toHaveLength(2);
  });

  it('filters by stage, city and price bucket, keeps them in the URL, and clears them all', async () => {
    const { page, asked, urls, view } = start();
    await flush();
    page.send({ type: 'filters.change', filters: { stage: 'pre-sale' } });
    page.send({ type: 'filters.change', filters: { city: 'Bogotá' } });
    page.send({ type: 'filters.change', filters: { priceBucket: '300000-500000' } });
    await flush();
    expect(asked.at(-1)).toEqual({
      ...PAGE_ONE,
      stage: 'pre-sale',
      city: 'Bogotá',
      price_bucket: '300000-500000',
    });
    expect(urls.at(-1)).toEqual({
      to: '/constructor/projects?stage=pre-sale&city=Bogot%C3%A1&price_bucket=300000-500000',
      replace: true,
    });
    expect(view().filtering).toBe(true);
    page.send({ type: 'filters.clear' });
    await flush();
    expect(asked.at(-1)).toEqual(PAGE_ONE);
    expect(urls.at(-1)).toEqual({ to: '/constructor/projects', replace: true });
    expect(view()).toMatchObject({ filtering: false, filters: NO_FILTERS });
  });

  it('keeps a pending search when a filter is chosen meanwhile', async () => {
    const { page, asked } = start();
    await flush();
    page.send({ type: 'search.input', term: 'poblado' });
    page.send({ type: 'filters.change', filters: { city: 'Medellín' } });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(asked.slice(1)).toEqual([
      { ...PAGE_ONE, city: 'Medellín' },
      { ...PAGE_ONE, q: 'poblado', city: 'Medellín' },
    ]);
  });

  it('starts from the URL’s filters and follows the URL when it changes (back, forward, a link)', async () => {
    const { page, asked, view } = start({
      location: parseListQuery('?q=bosque&city=Bogot%C3%A1&stage=nope'),
    });
    await flush();
    expect(asked).toEqual([{ ...PAGE_ONE, q: 'bosque', city: 'Bogotá' }]);
    expect(view().draft).toBe('bosque');
    page.send({ type: 'url.changed', ...parseListQuery('?stage=planning') });
    await flush();
    expect(asked.at(-1)).toEqual({ ...PAGE_ONE, stage: 'planning' });
    expect(view().draft).toBe('');
    // The URL the page itself wrote comes back unchanged: nothing is reloaded.
    page.send({ type: 'url.changed', ...parseListQuery('?stage=planning') });
    await flush();
    expect(asked).toHaveLength(2);
  });

  it('tells an empty company from a search that finds nothing, and offers a retry on failure', async () => {
    let answer: () => Promise<ConstructorProjectList> = async () => noCards;
    const { page, view } = start({ cards: () => answer() });
    await flush();
    expect(view()).toMatchObject({ empty: true, nothingFound: false });
    page.send({ type: 'filters.change', filters: { city: 'Cali' } });
    await flush();
    expect(view()).toMatchObject({ empty: false, nothingFound: true });
    answer = async () => {
      throw new ApiError('Error interno del servidor.', 'http', 500);
    };
    page.send({ type: 'filters.change', filters: { city: 'Pereira' } });
    await flush();
    expect(view().error).toBe(CARDS_LOAD_ERROR);
    answer = async () => bothCards;
    page.send({ type: 'list.reload' });
    await flush();
    expect(view()).toMatchObject({ error: null, cards: bothCards.projects });
  });

  it('pages on the server: the pager adds a history entry, a filter starts again from page 1', async () => {
    const { page, asked, urls, view } = start({ cards: async () => twoPagesOfCards });
    await flush();
    expect(view()).toMatchObject({ page: 1, totalPages: 2 });
    page.send({ type: 'page.go', page: 2 });
    await flush();
    expect(asked.at(-1)).toEqual({ ...PAGE_ONE, page: 2 });
    expect(urls.at(-1)).toEqual({ to: '/constructor/projects?page=2' });
    expect(view().page).toBe(2);
    // A page the answer does not have, or the page shown, asks nothing.
    page.send({ type: 'page.go', page: 3 });
    page.send({ type: 'page.go', page: 2 });
    await flush();
    expect(asked).toHaveLength(2);
    page.send({ type: 'filters.change', filters: { stage: 'planning' } });
    await flush();
    expect(asked.at(-1)).toEqual({ ...PAGE_ONE, stage: 'planning' });
    expect(urls.at(-1)).toEqual({ to: '/constructor/projects?stage=planning', replace: true });
  });

  it('shows the last page when the one asked for is past the end (a stale link, a delete)', async () => {
    const { asked, urls, view } = start({
      location: parseListQuery('?page=5'),
      cards: async (q) => (q.page === 2 ? twoPagesOfCards : { ...noCards, total_pages: 2, total_items: 14 }),
    });
    await flush();
    expect(asked.map((q) => q.page)).toEqual([5, 2]);
    expect(urls.at(-1)).toEqual({ to: '/constructor/projects?page=2', replace: true });
    expect(view()).toMatchObject({ page: 2, cards: bothCards.projects });
  });

  it('follows a page in the URL (back, forward)', async () => {
    const { page, asked } = start({ cards: async () => twoPagesOfCards });
    await flush();
    page.send({ type: 'url.changed', ...parseListQuery('?page=2') });
    await flush();
    expect(asked.at(-1)).toEqual({ ...PAGE_ONE, page: 2 });
    page.send({ type: 'url.changed', ...parseListQuery('?page=2') });
    await flush();
    expect(asked).toHaveLength(2);
  });

  it('opens the detail of a project on Ver and closes it, the URL following both ways', async () => {
    const { page, opened, urls, view } = start({ location: parseListQuery('?city=Medell%C3%ADn') });
    await flush();
    page.send({ type: 'project.open', projectId: 11 });
    expect(view().detail).toMatchObject({ open: true, loading: true });
    expect(urls.at(-1)).toEqual({ to: '/constructor/projects?city=Medell%C3%ADn&project=11' });
    await flush();
    expect(opened).toEqual([11]);
    expect(view().detail).toMatchObject({ open: true, loading: false, unitsSold: 12, salesPercent: 30 });
    // Below 40 % the modal's bar is red where the card's is grey (spec §4).
    expect(view().detail.salesTone).toBe('red');
    expect(view().detail.imagesRef).toBeDefined();
    page.send({ type: 'modal.close' });
    expect(view().detail.open).toBe(false);
    expect(urls.at(-1)).toEqual({ to: '/constructor/projects?city=Medell%C3%ADn' });
  });

  it('opens the detail from a link, and closes or switches it when the URL changes', async () => {
    const { page, opened, view } = start({ location: parseListQuery('?project=11') });
    await flush();
    expect(opened).toEqual([11]);
    expect(view().detail.project?.id).toBe(11);
    page.send({ type: 'url.changed', ...parseListQuery('?project=14') });
    await flush();
    expect(opened).toEqual([11, 14]);
    expect(view().detail.project?.id).toBe(14);
    page.send({ type: 'url.changed', ...parseListQuery('') });
    expect(view().detail.open).toBe(false);
  });

  it('shows the images saved through "Agregar Imagen" and reloads the cards for the new picture', async () => {
    const { page, asked, view } = start();
    await flush();
    page.send({ type: 'project.open', projectId: 11 });
    await flush();
    const saved = { ...torres, image_urls: [...torres.image_urls, '/uploads/1/projects/fachada.webp'] };
    page.send({ type: 'images.saved', project: saved });
    // The open modal keeps its project: only the list's region reloads.
    expect(page.getSnapshot().matches({ detail: { open: 'ready' } })).toBe(true);
    expect(view().detail.project?.image_urls).toEqual(saved.image_urls);
    await flush();
    expect(asked).toHaveLength(2);
  });

  it('goes to the project form from "Editar Proyecto"', async () => {
    const { page, urls, view } = start();
    await flush();
    page.send({ type: 'project.open', projectId: 11 });
    await flush();
    page.send({ type: 'project.edit' });
    expect(urls.at(-1)).toEqual({ to: '/constructor/projects/11/edit' });
    expect(view().detail.open).toBe(false);
  });

  it('deletes a project after confirmation and reloads the cards', async () => {
    const { page, asked, deleted, view } = start();
    await flush();
    page.send({ type: 'project.delete', project: { id: 14, name: 'Bosque de Usaquén' } });
    expect(view().deleteRef.getSnapshot().value).toBe('confirming');
    view().deleteRef.send({ type: 'delete.confirm' });
    await flush();
    expect(deleted).toEqual([{ kind: 'project', id: 14, name: 'Bosque de Usaquén' }]);
    expect(asked).toHaveLength(2);
    expect(view().deleteRef.getSnapshot().value).toBe('idle');
  });

  it('keeps the card and shows the server’s reason when a project with sold units is refused', async () => {
    const { page, asked, view } = start({
      remove: async () => {
        throw new ApiError(REFUSED, 'http', 409);
      },
    });
    await flush();
    page.send({ type: 'project.delete', project: { id: 11, name: 'Torres del Poblado' } });
    view().deleteRef.send({ type: 'delete.confirm' });
    await flush();
    const dialog = view().deleteRef.getSnapshot();
    expect(dialog.value).toBe('confirming');
    expect(dialog.context.error).toBe(REFUSED);
    expect(asked).toHaveLength(1);
    expect(view().cards).toContainEqual(torresCard);
  });

  it('offers no delete to members', async () => {
    const { page, view } = start({ access: member });
    await flush();
    page.send({ type: 'project.delete', project: { id: 14, name: 'Bosque de Usaquén' } });
    expect(view().deleteRef.getSnapshot().value).toBe('idle');
  });

  it('reloads in the new company when the active company changes', async () => {
    const { page, asked } = start({ location: parseListQuery('?stage=construction') });
    await flush();
    page.send({ type: 'company.change', companyId: 2 });
    page.send({ type: 'company.change', companyId: 2 });
    await flush();
    expect(asked).toEqual([
      { ...PAGE_ONE, stage: 'construction' },
      { ...PAGE_ONE, company_id: 2, stage: 'construction' },
    ]);
  });
});
