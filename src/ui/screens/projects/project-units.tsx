import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import type { Project } from '#domain/project';
import { PROPERTY_SORTS, PROPERTY_SORT_LABELS, type Property, type PropertySort } from '#domain/property';
import type { PropertyStatus } from '#domain/statuses';
import type { projectUnitsMachine } from '#machines/portal/project-units/project-units.machine';
import { selectProjectUnitsView } from '#machines/portal/project-units/project-units.select';
import { EmptyState } from '#ui/components/empty-state';
import { Pagination } from '#ui/components/pagination';
import { SearchBox } from '#ui/components/search-box';
import { Spinner } from '#ui/components/spinner';
import { UnitsTable } from './project-detail-tables';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  tools: css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' }),
  search: css({ flex: '1 1 16rem', minW: '0' }),
  sort: css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg' }),
};

type Props = {
  unitsRef: ActorRefFrom<typeof projectUnitsMachine>;
  project: Project;
  canManage: boolean;
  savingUnitId: number | null;
  canChange: boolean;
  onStatus(unit: Property, status: PropertyStatus): void;
  onDelete(unit: Property): void;
};

/** The project's units a page at a time, searched ('Buscar propiedades...') and sorted by the server. */
export function ProjectUnits({ unitsRef, ...table }: Props) {
  const view = useSelector(unitsRef, selectProjectUnitsView, shallowEqual);
  return (
    <div className={styles.root} aria-busy={view.refreshing || undefined}>
      <div className={styles.tools}>
        <SearchBox
          className={styles.search}
          placeholder="Buscar propiedades..."
          initialValue={view.search}
          onInput={(term) => unitsRef.send({ type: 'search.input', term })}
          onSearch={() => unitsRef.send({ type: 'search.submit' })}
        />
        <select
          aria-label="Ordenar por"
          className={styles.sort}
          value={view.sort}
          onChange={(e) => unitsRef.send({ type: 'sort.change', sort: e.target.value as PropertySort })}
        >
          {PROPERTY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {PROPERTY_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      {view.loading ? (
        <Spinner text="Cargando propiedades..." />
      ) : view.nothingFound ? (
        <EmptyState title="No se encontraron propiedades" description="Prueba con otra búsqueda." />
      ) : (
        <UnitsTable {...table} properties={view.units} />
      )}
      <Pagination
        page={view.page}
        totalPages={view.totalPages}
        onPageChange={(page) => unitsRef.send({ type: 'page.go', page })}
      />
    </div>
  );
}
