import { Link } from 'wouter';
import { css } from '#styled-system/css';
import { input } from '#styled-system/recipes';
import { formatArea, formatMoney } from '#domain/format';
import type { Project } from '#domain/project';
import type { Property } from '#domain/property';
import type { PropertyModel } from '#domain/property-model';
import { PROPERTY_STATUSES, PROPERTY_STATUS_LABELS, type PropertyStatus } from '#domain/statuses';
import { Button } from '#ui/components/button';
import { EmptyState } from '#ui/components/empty-state';
import { PropertyStatusBadge } from '#ui/components/status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';

const styles = {
  link: css({ color: 'fg.link', fontWeight: 'medium', _hover: { textDecoration: 'underline' } }),
  rowActions: css({ display: 'flex', gap: '2', alignItems: 'center' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
  statusSelect: css({ minW: '32' }),
};

/** The project's property models; managers get edit and delete per row. */
export function ModelsTable({
  project,
  models,
  canManage,
  onDelete,
}: {
  project: Project;
  models: PropertyModel[];
  canManage: boolean;
  onDelete(model: PropertyModel): void;
}) {
  if (models.length === 0) return <EmptyState title="Este proyecto aún no tiene modelos de propiedad" />;
  return (
    <Table aria-label="Modelos de propiedad" stacked>
      <TableHead>
        <TableRow>
          <TableHeader>Modelo</TableHeader>
          <TableHeader>Área</TableHeader>
          <TableHeader>Habitaciones</TableHeader>
          <TableHeader>Baños</TableHeader>
          <TableHeader>Parqueaderos</TableHeader>
          <TableHeader>Precio base</TableHeader>
          <TableHeader>Propiedades</TableHeader>
          {canManage && <TableHeader>Acciones</TableHeader>}
        </TableRow>
      </TableHead>
      <TableBody>
        {models.map((model) => (
          <TableRow key={model.id}>
            <TableCell label="Modelo">{model.name}</TableCell>
            <TableCell label="Área" className={styles.nowrap}>
              {formatArea(model.area)}
            </TableCell>
            <TableCell label="Habitaciones">{model.bedrooms ?? '—'}</TableCell>
            <TableCell label="Baños">{model.bathrooms ?? '—'}</TableCell>
            <TableCell label="Parqueaderos">{model.parking_spaces ?? '—'}</TableCell>
            <TableCell label="Precio base">{formatMoney(model.price, model.currency)}</TableCell>
            <TableCell label="Propiedades">{model.properties_count}</TableCell>
            {canManage && (
              <TableCell label="Acciones">
                <div className={styles.rowActions}>
                  <Link
                    href={`/projects/${project.id}/property-models/${model.id}/edit`}
                    className={styles.link}
                    aria-label={`Editar modelo ${model.name}`}
                  >
                    Editar
                  </Link>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Eliminar modelo ${model.name}`}
                    onClick={() => onDelete(model)}
                  >
                    Eliminar
                  </Button>
                </div>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The project's units; managers change each unit's status in place, edit or delete it. */
export function UnitsTable({
  project,
  properties,
  canManage,
  savingUnitId,
  canChange,
  onStatus,
  onDelete,
}: {
  project: Project;
  properties: Property[];
  canManage: boolean;
  savingUnitId: number | null;
  canChange: boolean;
  onStatus(unit: Property, status: PropertyStatus): void;
  onDelete(unit: Property): void;
}) {
  if (properties.length === 0) return <EmptyState title="Este proyecto aún no tiene propiedades" />;
  return (
    <Table aria-label="Propiedades del proyecto" stacked>
      <TableHead>
        <TableRow>
          <TableHeader>Propiedad</TableHeader>
          <TableHeader>Modelo</TableHeader>
          <TableHeader>Piso</TableHeader>
          <TableHeader>Área</TableHeader>
          <TableHeader>Precio</TableHeader>
          <TableHeader>Estado</TableHeader>
          {canManage && <TableHeader>Acciones</TableHeader>}
        </TableRow>
      </TableHead>
      <TableBody>
        {properties.map((unit) => (
          <TableRow key={unit.id}>
            <TableCell label="Propiedad">
              <Link href={`/properties/${unit.id}`} className={styles.link}>
                {unit.name}
              </Link>
            </TableCell>
            <TableCell label="Modelo">{unit.property_model_name ?? '—'}</TableCell>
            <TableCell label="Piso">{unit.floor_number ?? '—'}</TableCell>
            <TableCell label="Área" className={styles.nowrap}>
              {formatArea(unit.area)}
            </TableCell>
            <TableCell label="Precio">{formatMoney(unit.price, unit.currency)}</TableCell>
            <TableCell label="Estado">
              {canManage ? (
                <select
                  aria-label={`Estado de ${unit.name}`}
                  className={`${input({ kind: 'line' })} ${styles.statusSelect}`}
                  value={unit.status}
                  disabled={!canChange}
                  aria-busy={savingUnitId === unit.id || undefined}
                  onChange={(e) => onStatus(unit, e.target.value as PropertyStatus)}
                >
                  {PROPERTY_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {PROPERTY_STATUS_LABELS[s]}
                    </option>
                  ))}
                </select>
              ) : (
                <PropertyStatusBadge status={unit.status} />
              )}
            </TableCell>
            {canManage && (
              <TableCell label="Acciones">
                <div className={styles.rowActions}>
                  <Link
                    href={`/projects/${project.id}/properties/${unit.id}/edit`}
                    className={styles.link}
                    aria-label={`Editar ${unit.name}`}
                  >
                    Editar
                  </Link>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Eliminar ${unit.name}`}
                    onClick={() => onDelete(unit)}
                  >
                    Eliminar
                  </Button>
                </div>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
