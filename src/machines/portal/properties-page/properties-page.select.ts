import type { SnapshotFrom } from 'xstate';
import { can } from '#domain/permissions';
import type { propertiesPageMachine } from './properties-page.machine';

/** What the properties page shows: the page the server answered, its states, and what the user may do. */
export const selectPropertiesPageView = (s: SnapshotFrom<typeof propertiesPageMachine>) => {
  const { result, q, draft, sort, page, error, access, companyId, deleteRef } = s.context;
  const total = result?.total_items ?? 0;
  return {
    loading: s.hasTag('loading') && result === null,
    refreshing: s.hasTag('loading'),
    error: s.matches({ list: 'failed' }) ? error : null,
    /** The search box's text. */
    search: draft,
    sort,
    page,
    totalPages: result?.total_pages ?? 0,
    properties: result?.properties ?? [],
    total,
    /** Spec §2: 'No hay propiedades' when the company has none. */
    empty: result !== null && total === 0 && q === '',
    /** Spec §2: 'No se encontraron propiedades' when the search matches nothing. */
    nothingFound: result !== null && total === 0 && q !== '',
    // Spec §2: the list offers 'Nueva Propiedad' to those who manage the company's properties, as it does edits.
    canCreate: can(access, 'property.update', companyId),
    canEdit: can(access, 'property.update', companyId),
    canDelete: can(access, 'property.delete', companyId),
    /** The delete flow, for the confirmation dialog. */
    deleteRef,
  };
};
