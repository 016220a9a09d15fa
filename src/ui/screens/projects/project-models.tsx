import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import type { Project } from '#domain/project';
import { MODEL_SORTS, MODEL_SORT_LABELS, type ModelSort, type PropertyModel } from '#domain/property-model';
import type { projectModelsMachine } from '#machines/portal/project-models/project-models.machine';
import { selectProjectModelsView } from '#machines/portal/project-models/project-models.select';
import { EmptyState } from '#ui/components/empty-state';
import { Pagination } from '#ui/components/pagination';
import { SearchBox } from '#ui/components/search-box';
import { Spinner } from '#ui/components/spinner';
import { ModelsTable } from './project-detail-tables';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  tools: css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' }),
  search: css({ flex: '1 1 16rem', minW: '0' }),
  sort: css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg' }),
};

type Props = {
  modelsRef: ActorRefFrom<typeof projectModelsMachine>;
  project: Project;
  canManage: boolean;
  onDelete(model: PropertyModel): void;
};

/** The project's models a page at a time, searched ('Buscar modelos...') and sorted by the server. */
export function ProjectModels({ modelsRef, ...table }: Props) {
  const view = useSelector(modelsRef, selectProjectModelsView, shallowEqual);
  return (
    <div className={styles.root} aria-busy={view.refreshing || undefined}>
      <div className={styles.tools}>
        <SearchBox
          className={styles.search}
          placeholder="Buscar modelos..."
          initialValue={view.search}
          onInput={(term) => modelsRef.send({ type: 'search.input', term })}
          onSearch={() => modelsRef.send({ type: 'search.submit' })}
        />
        <select
          aria-label="Ordenar modelos por"
          className={styles.sort}
          value={view.sort}
          onChange={(e) => modelsRef.send({ type: 'sort.change', sort: e.target.value as ModelSort })}
        >
          {MODEL_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {MODEL_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      {view.loading ? (
        <Spinner text="Cargando modelos..." />
      ) : view.nothingFound ? (
        <EmptyState title="No se encontraron modelos" description="Prueba con otra búsqueda." />
      ) : (
        <ModelsTable {...table} models={view.models} />
      )}
      <Pagination
        page={view.page}
        totalPages={view.totalPages}
        onPageChange={(page) => modelsRef.send({ type: 'page.go', page })}
      />
    </div>
  );
}
