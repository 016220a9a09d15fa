import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatMoney, shortenAddress } from '#domain/format';
import type { Property } from '#domain/property';
import { propertyTypeLabel } from '#domain/statuses';
import { entityDeleteMachine } from '#machines/entity-delete/entity-delete.machine';
import { propertiesListMachine } from '#machines/properties-list/properties-list.machine';
import { selectPropertiesListView } from '#machines/properties-list/properties-list.select';
import { Alert } from '#ui/components/alert';
import { Button, ButtonLink } from '#ui/components/button';
import { EmptyState } from '#ui/components/empty-state';
import { PlusIcon } from '#ui/components/icons';
import { SearchBox } from '#ui/components/search-box';
import { Spinner } from '#ui/components/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';
import { EntityDeleteDialog } from '#ui/components/entity-delete-dialog';
import { PropertyStatusBadge } from '#ui/components/status-badge';
import { useCompanyRights } from '#ui/screens/projects/use-company-rights';
import { MOBILE_QUERY, useMediaQuery } from '#ui/shell/use-media-query';

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
  id: css({ color: 'fg.subtle', textStyle: 'caption' }),
  link: css({ color: 'fg.link', fontWeight: 'medium', _hover: { textDecoration: 'underline' } }),
  actions: css({ display: 'flex', gap: '2', alignItems: 'center' }),
  cards: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
    gap: '4',
    listStyle: 'none',
    p: '0',
  }),
  card: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: '4',
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
    borderWidth: '1px',
    borderColor: 'border.default',
    textStyle: 'body',
  }),
  cardHeader: css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '2' }),
};

type RowProps = { property: Property; canManage: boolean; onDelete(property: Property): void };

function ProjectCell({ property }: { property: Property }) {
  if (property.project_id === null) return <span className={styles.muted}>Independiente</span>;
  return (
    <Link href={`/projects/${property.project_id}`} className={styles.link}>
      {property.project_name ?? `Proyecto ${property.project_id}`}
    </Link>
  );
}

function RowActions({ property, canManage, onDelete }: RowProps) {
  return (
    <div className={styles.actions}>
      <Link href={`/properties/${property.id}`} className={styles.link} aria-label={`Ver ${property.name}`}>
        Ver
      </Link>
      {canManage && (
        <>
          <Link
            href={`/properties/${property.id}/edit`}
            className={styles.link}
            aria-label={`Editar ${property.name}`}
          >
            Editar
          </Link>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Eliminar ${property.name}`}
            onClick={() => onDelete(property)}
          >
            Eliminar
          </Button>
        </>
      )}
    </div>
  );
}

function PropertiesTable({
  properties,
  canManage,
  onDelete,
}: Omit<RowProps, 'property'> & { properties: Property[] }) {
  return (
    <Table aria-label="Propiedades">
      <TableHead>
        <TableRow>
          <TableHeader>Propiedad</TableHeader>
          <TableHeader>Tipo</TableHeader>
          <TableHeader>Precio</TableHeader>
          <TableHeader>Estado</TableHeader>
          <TableHeader>Dirección</TableHeader>
          <TableHeader>Proyecto</TableHeader>
          <TableHeader>Acciones</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {properties.map((p) => (
          <TableRow key={p.id}>
            <TableCell>
              <Link href={`/properties/${p.id}`} className={styles.link}>
                {p.name}
              </Link>
              <div className={styles.id}>ID: {p.id}</div>
            </TableCell>
            <TableCell>{propertyTypeLabel(p.property_type)}</TableCell>
            <TableCell>{formatMoney(p.price, p.currency)}</TableCell>
            <TableCell>
              <PropertyStatusBadge status={p.status} />
            </TableCell>
            <TableCell>{shortenAddress(p.address)}</TableCell>
            <TableCell>
              <ProjectCell property={p} />
            </TableCell>
            <TableCell>
              <RowActions property={p} canManage={canManage} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PropertyCards({
  properties,
  canManage,
  onDelete,
}: Omit<RowProps, 'property'> & { properties: Property[] }) {
  return (
    <ul className={styles.cards} aria-label="Propiedades">
      {properties.map((p) => (
        <li key={p.id} className={styles.card}>
          <div className={styles.cardHeader}>
            <div>
              <Link href={`/properties/${p.id}`} className={styles.link}>
                {p.name}
              </Link>
              <div className={styles.id}>ID: {p.id}</div>
            </div>
            <PropertyStatusBadge status={p.status} />
          </div>
          <div>
            {propertyTypeLabel(p.property_type)} · {formatMoney(p.price, p.currency)}
          </div>
          <div className={styles.muted}>{shortenAddress(p.address)}</div>
          <div>
            <ProjectCell property={p} />
          </div>
          <RowActions property={p} canManage={canManage} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

type Props = {
  listRef: ActorRefFrom<typeof propertiesListMachine>;
  deleteRef: ActorRefFrom<typeof entityDeleteMachine>;
  companyName: string;
  canManage: boolean;
  /** Below 1024 px the list shows cards instead of the table (spec §2). */
  compact: boolean;
};

/** Spec §2 "Properties": search, table or cards, role-dependent actions, delete confirmation. */
export function PropertiesListView({ listRef, deleteRef, companyName, canManage, compact }: Props) {
  const view = useSelector(listRef, selectPropertiesListView, shallowEqual);
  const onDelete = (p: Property) =>
    deleteRef.send({
      type: 'delete.request',
      target: { kind: 'property', id: p.id, name: p.name, projectId: p.project_id },
    });
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={css({ textStyle: 'heading.page' })}>Propiedades</h1>
          <p className={styles.muted}>{companyName}</p>
        </div>
        {canManage && (
          <ButtonLink href="/properties/new">
            <PlusIcon /> Nueva Propiedad
          </ButtonLink>
        )}
      </div>
      <SearchBox
        placeholder="Buscar propiedades..."
        initialValue={view.search}
        onSearch={(term) => listRef.send({ type: 'search.change', term })}
      />
      {view.loading && <Spinner text="Cargando propiedades..." />}
      {view.error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => listRef.send({ type: 'list.reload' })}>
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
          <PropertyCards properties={view.properties} canManage={canManage} onDelete={onDelete} />
        ) : (
          <PropertiesTable properties={view.properties} canManage={canManage} onDelete={onDelete} />
        ))}
      <EntityDeleteDialog deleteRef={deleteRef} />
    </div>
  );
}

function CompanyProperties({
  companyId,
  companyName,
  canManage,
}: {
  companyId: number;
  companyName: string;
  canManage: boolean;
}) {
  const compact = useMediaQuery(MOBILE_QUERY);
  const listRef = useActorRef(propertiesListMachine, { input: { companyId } });
  const deleteRef = useActorRef(entityDeleteMachine);
  useEffect(() => {
    listRef.send({ type: 'company.change', companyId });
  }, [listRef, companyId]);
  useEffect(() => {
    const sub = deleteRef.on('deleted', () => listRef.send({ type: 'list.reload' }));
    return () => sub.unsubscribe();
  }, [deleteRef, listRef]);
  return (
    <PropertiesListView
      listRef={listRef}
      deleteRef={deleteRef}
      companyName={companyName}
      canManage={canManage}
      compact={compact}
    />
  );
}

/** `/properties`: the active company's properties, or 'Selecciona una empresa'. */
export function PropertiesScreen() {
  const { pending, activeCompany, managesCompany } = useCompanyRights();
  if (pending) return <Spinner text="Cargando empresas..." />;
  if (!activeCompany) {
    return (
      <EmptyState
        title="Selecciona una empresa"
        description="Elige una empresa en la barra superior para ver sus propiedades."
      />
    );
  }
  return (
    <CompanyProperties
      companyId={activeCompany.id}
      companyName={activeCompany.name}
      canManage={managesCompany(activeCompany.id)}
    />
  );
}
