import type { SnapshotFrom } from 'xstate';
import { can } from '#domain/permissions';
import { matchesPropertySearch } from '#domain/property';
import type { propertiesPageMachine } from './properties-page.machine';

/** What the properties page shows: the rows matching the search, its states, and what the user may do. */
export const selectPropertiesPageView = (s: SnapshotFrom<typeof propertiesPageMachine>) => {
  const { properties, search, error, access, companyId, deleteRef } = s.context;
  const all = properties ?? [];
  const shown = all.filter((p) => matchesPropertySearch(p, search));
  return {
    loading: s.hasTag('loading') && properties === null,
    refreshing: s.hasTag('loading'),
    error: s.matches('failed') ? error : null,
    search,
    properties: shown,
    total: all.length,
    /** Spec §2: 'No hay propiedades' when the company has none. */
    empty: properties !== null && all.length === 0,
    /** Spec §2: 'No se encontraron propiedades' when the search matches nothing. */
    nothingFound: all.length > 0 && shown.length === 0,
    // Spec §2: the list offers 'Nueva Propiedad' to those who manage the company's properties, as it does edits.
    canCreate: can(access, 'property.update', companyId),
    canEdit: can(access, 'property.update', companyId),
    canDelete: can(access, 'property.delete', companyId),
    /** The delete flow, for the confirmation dialog. */
    deleteRef,
  };
};
