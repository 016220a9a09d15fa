import { projectStatusBadge, propertyStatusBadge } from '#domain/statuses';
import { Badge } from '#ui/components/badge';

/** A project's status pill (spec §4: Activo green, Borrador grey, Completado blue, Cancelado red). */
export function ProjectStatusBadge({ status }: { status: string | null | undefined }) {
  const { label, tone } = projectStatusBadge(status);
  return <Badge tone={tone}>{label}</Badge>;
}

/** A property's or unit's status pill (Disponible, Reservada, Vendida, Alquilada). */
export function PropertyStatusBadge({ status }: { status: string | null | undefined }) {
  const { label, tone } = propertyStatusBadge(status);
  return <Badge tone={tone}>{label}</Badge>;
}
