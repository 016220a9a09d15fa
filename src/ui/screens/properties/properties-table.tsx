import { Link } from 'wouter';
import { css } from '#styled-system/css';
import { formatMoney, shortenAddress } from '#domain/format';
import type { Property } from '#domain/property';
import { propertyTypeLabel } from '#domain/statuses';
import { Button } from '#ui/components/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';
import { PropertyStatusBadge } from '#ui/components/status-badge';

const styles = {
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

/** What a row may offer, as the page machine decides it. */
export type RowRights = { canEdit: boolean; canDelete: boolean };

type RowProps = { property: Property; rights: RowRights; onDelete(property: Property): void };

function ProjectCell({ property }: { property: Property }) {
  if (property.project_id === null) return <span className={styles.muted}>Independiente</span>;
  return (
    <Link href={`/projects/${property.project_id}`} className={styles.link}>
      {property.project_name ?? `Proyecto ${property.project_id}`}
    </Link>
  );
}

function RowActions({ property, rights, onDelete }: RowProps) {
  return (
    <div className={styles.actions}>
      <Link href={`/properties/${property.id}`} className={styles.link} aria-label={`Ver ${property.name}`}>
        Ver
      </Link>
      {rights.canEdit && (
        <Link
          href={`/properties/${property.id}/edit`}
          className={styles.link}
          aria-label={`Editar ${property.name}`}
        >
          Editar
        </Link>
      )}
      {rights.canDelete && (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Eliminar ${property.name}`}
          onClick={() => onDelete(property)}
        >
          Eliminar
        </Button>
      )}
    </div>
  );
}

/** Spec §2: the properties as a table (from 1024 px). */
export function PropertiesTable({
  properties,
  rights,
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
              <RowActions property={p} rights={rights} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Spec §2: the properties as cards (below 1024 px). */
export function PropertyCards({
  properties,
  rights,
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
          <RowActions property={p} rights={rights} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
