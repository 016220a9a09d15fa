import type { SnapshotFrom } from 'xstate';
import { percentOf, salesBarTone } from '#domain/construction';
import { can } from '#domain/permissions';
import { unitsSold } from '#domain/statuses';
import type { constructorProjectsPageMachine } from './constructor-projects-page.machine';
import { NO_FILTERS, sameFilters } from './list-query';

type Snapshot = SnapshotFrom<typeof constructorProjectsPageMachine>;

/** The detail modal: the project as read, and its sales figures with the modal's bar colour (spec §4). */
const selectDetail = (s: Snapshot) => {
  const { project, detailError } = s.context;
  const open = s.matches({ detail: 'open' });
  const sold = project ? unitsSold(project.total_units, project.available_units) : 0;
  const salesPercent = project ? percentOf(sold, project.total_units) : 0;
  return {
    open,
    loading: s.matches({ detail: { open: 'loading' } }),
    error: s.matches({ detail: { open: 'failed' } }) ? detailError : null,
    project,
    unitsSold: sold,
    salesPercent,
    salesTone: salesBarTone(salesPercent, 'modal'),
    // Invoked while the modal is open, for 'Agregar Imagen'.
    imagesRef: s.children.projectImages,
  };
};

/**
 * What /constructor/projects shows: the search box's text and the filters, a page of cards and the list's states, the
 * detail modal, the delete flow, and what the policy lets the user do in the company.
 */
export const selectConstructorProjectsPageView = (s: Snapshot) => {
  const { access, companyId, result, filters, draft, listError, page } = s.context;
  const listed = result?.projects ?? [];
  const filtering = !sameFilters(filters, NO_FILTERS);
  const ready = s.matches({ list: 'ready' });
  return {
    draft,
    filters,
    /** 'Limpiar filtros' is offered while a search or a filter narrows the list. */
    filtering,
    loading: s.hasTag('loading') && s.matches({ list: 'loading' }) && result === null,
    refreshing: s.matches({ list: 'loading' }),
    error: s.matches({ list: 'failed' }) ? listError : null,
    cards: listed,
    /** The pager: the page shown and how many there are. */
    page,
    totalPages: result?.total_pages ?? 0,
    /** No project matches the search or the filters. */
    nothingFound: ready && listed.length === 0 && filtering,
    /** The company has no projects at all. */
    empty: ready && listed.length === 0 && !filtering,
    detail: selectDetail(s),
    // Invoked at the root, so present for the page's whole life.
    deleteRef: s.children.entityDelete!,
    /** Editar on the cards and 'Editar Proyecto', 'Agregar Imagen' in the modal (OWNER and ADMIN, spec §6). */
    canEdit: can(access, 'project.update', companyId),
    canDelete: can(access, 'project.delete', companyId),
  };
};

export type ConstructorProjectsPageView = ReturnType<typeof selectConstructorProjectsPageView>;
