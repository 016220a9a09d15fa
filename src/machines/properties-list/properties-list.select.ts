import type { SnapshotFrom } from 'xstate';
import { matchesPropertySearch } from '#domain/property';
import type { propertiesListMachine } from './properties-list.machine';

/** What the properties page shows: the rows matching the search, and its empty, loading and failed states. */
export const selectPropertiesListView = (s: SnapshotFrom<typeof propertiesListMachine>) => {
  const { properties, search, error } = s.context;
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
  };
};

export type PropertiesListView = ReturnType<typeof selectPropertiesListView>;
