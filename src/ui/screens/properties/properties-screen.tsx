import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { PROPERTY_SORTS, PROPERTY_SORT_LABELS, type Property, type PropertySort } from '#domain/property';
import { propertiesPageMachine } from '#machines/portal/properties-page/properties-page.machine';
import { selectPropertiesPageView } from '#machines/portal/properties-page/properties-page.select';
import { Alert } from '#ui/components/alert';
import { Button, ButtonLink } from '#ui/components/button';
import { EmptyState } from '#ui/components/empty-state';
import { PlusIcon } from '#ui/components/icons';
import { Pagination } from '#ui/components/pagination';
import { SearchBox } from '#ui/components/search-box';
import { Spinner } from '#ui/components/spinner';
import { EntityDeleteDialog } from '#ui/components/entity-delete-dialog';
import { MOBILE_QUERY, useMediaQuery } from '#ui/shell/use-media-query';
import { useAccess, useAccessSync } from '#ui/shell/use-page-bindings';
import { PropertiesTable, PropertyCards } from './properties-table';
import { useActiveCompany } from '#ui/shell/use-active-company';

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  header: css({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: '4',
    flexWrap: 'wrap',
  }),
  muted: css({ color: 'fg.muted', textStyle: 'body' }),
  tools: css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' }),
  search: css({ flex: '1 1 16rem', minW: '0' }),
  sort: css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg' }),
};

type Props = {
  pageRef: ActorRefFrom<typeof propertiesPageMachine>;
  companyName: string;
  /** Below 1024 px the list shows cards instead of the table (spec §2). */
  compact: boolean;
};

/** Spec §2 "Properties": search and order (by the server), a page of the table or cards, role-dependent actions. */
export function PropertiesListView({ pageRef, companyName, compact }: Props) {
  const view = useSelector(pageRef, selectPropertiesPageView, shallowEqual);
  const onDelete = (property: Property) => pageRef.send({ type: 'property.delete', property });
  const rights = { canEdit: view.canEdit, canDelete: view.canDelete };
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={css({ textStyle: 'heading.page' })}>Propiedades</h1>
          <p className={styles.muted}>{companyName}</p>
        </div>
        {view.canCreate && (
          <ButtonLink href="/properties/new">
            <PlusIcon /> Nueva Propiedad
          </ButtonLink>
        )}
      </div>
      <div className={styles.tools}>
        <SearchBox
          className={styles.search}
          placeholder="Buscar propiedades..."
          initialValue={view.search}
          onInput={(term) => pageRef.send({ type: 'search.input', term })}
          onSearch={() => pageRef.send({ type: 'search.submit' })}
        />
        <select
          aria-label="Ordenar por"
          className={styles.sort}
          value={view.sort}
          onChange={(e) => pageRef.send({ type: 'sort.change', sort: e.target.value as PropertySort })}
        >
          {PROPERTY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {PROPERTY_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      {view.loading && <Spinner text="Cargando propiedades..." />}
      {view.error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => pageRef.send({ type: 'list.reload' })}>
              Reintentar
            </Button>
          }
        >
          {view.error}
        </Alert>
      )}
      {view.empty && (
        <EmptyState
          title="No hay propiedades"
          description="Las unidades de tus proyectos y las propiedades independientes aparecerán aquí."
        />
      )}
      {view.nothingFound && (
        <EmptyState title="No se encontraron propiedades" description="Prueba con otra búsqueda." />
      )}
      {view.properties.length > 0 &&
        (compact ? (
          <PropertyCards properties={view.properties} rights={rights} onDelete={onDelete} />
        ) : (
          <PropertiesTable properties={view.properties} rights={rights} onDelete={onDelete} />
        ))}
      <Pagination
        page={view.page}
        totalPages={view.totalPages}
        onPageChange={(page) => pageRef.send({ type: 'page.go', page })}
      />
      <EntityDeleteDialog deleteRef={view.deleteRef} />
    </div>
  );
}

function PropertiesPage({ companyId, companyName }: { companyId: number; companyName: string }) {
  const compact = useMediaQuery(MOBILE_QUERY);
  const access = useAccess();
  const pageRef = useActorRef(propertiesPageMachine, { input: { companyId, access } });
  useAccessSync(pageRef, access);
  // A company switch reloads the list in place, keeping the search.
  useEffect(() => pageRef.send({ type: 'company.change', companyId }), [pageRef, companyId]);
  return <PropertiesListView pageRef={pageRef} companyName={companyName} compact={compact} />;
}

/** `/properties`: the active company's properties, or 'Selecciona una empresa'. */
export function PropertiesScreen() {
  const { pending, activeCompany } = useActiveCompany();
  if (pending) return <Spinner text="Cargando empresas..." />;
  if (!activeCompany) {
    return (
      <EmptyState
        title="Selecciona una empresa"
        description="Elige una empresa en la barra superior para ver sus propiedades."
      />
    );
  }
  return <PropertiesPage companyId={activeCompany.id} companyName={activeCompany.name} />;
}
