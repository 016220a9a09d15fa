import { css } from '#styled-system/css';
import { companyStatusLabel, COMPANY_TYPE_LABELS, CompanyTypeSchema } from '#domain/company-management';
import type { ManagedCompany } from '#domain/company-management';
import { formatDate } from '#domain/format';
import { Badge, type BadgeTone } from '#ui/components/badge';
import { Button } from '#ui/components/button';

const STATUS_TONES: Record<string, BadgeTone> = { Activa: 'green', Inactiva: 'gray', Pendiente: 'yellow' };

const styles = {
  card: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: { base: '3', md: '5' },
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'card',
    minW: '0',
  }),
  head: css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'flex-start' }),
  name: css({ textStyle: 'heading.card', overflowWrap: 'anywhere' }),
  muted: css({ color: 'fg.muted', textStyle: 'caption' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'auto 1fr' },
    gap: { base: '0.5', md: '1 3' },
    textStyle: 'body',
    '& dt': { color: 'fg.muted', display: { base: 'none', md: 'block' } },
    '& dd': { overflowWrap: 'anywhere' },
  }),
  actions: css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: 'auto' }),
};

/** Props of {@link ManagedCompanyCard}. */
export type ManagedCompanyCardProps = {
  company: ManagedCompany;
  canEdit: boolean;
  canDelete: boolean;
  onView(): void;
  onEdit(): void;
  onDelete(): void;
};

/**
 * One company of the Lista view. Under 768 px it is the compact mobile card (labels dropped, tighter padding) the
 * spec asks for; from there up, a labelled card in the grid.
 */
export function ManagedCompanyCard({
  company,
  canEdit,
  canDelete,
  onView,
  onEdit,
  onDelete,
}: ManagedCompanyCardProps) {
  const status = companyStatusLabel(company.status);
  const type = CompanyTypeSchema.safeParse(company.company_type);
  const place = [company.city, company.department].filter(Boolean).join(', ') || 'Ubicación no especificada';
  return (
    <article className={styles.card} aria-label={company.name}>
      <div className={styles.head}>
        <div className={css({ minW: '0' })}>
          <h2 className={styles.name}>{company.name}</h2>
          <p className={styles.muted}>
            NIT {company.registration_id ?? 'no registrado'}
            {type.success ? ` · ${COMPANY_TYPE_LABELS[type.data]}` : ''}
          </p>
        </div>
        <Badge tone={STATUS_TONES[status] ?? 'yellow'}>{status}</Badge>
      </div>
      <dl className={styles.facts}>
        <dt>Ubicación</dt>
        <dd>{place}</dd>
        <dt>Contacto</dt>
        <dd>{company.contact_person ?? 'Sin contacto'}</dd>
        <dt>Email</dt>
        <dd>{company.email ?? company.contact_email ?? 'Sin email'}</dd>
        <dt>Teléfono</dt>
        <dd>{company.phone ?? 'Sin teléfono'}</dd>
        <dt>Proyectos</dt>
        <dd>
          {company.project_count} proyecto(s) · {company.member_count} miembro(s)
        </dd>
        <dt>Registro</dt>
        <dd>{formatDate(company.created_at)}</dd>
      </dl>
      <div className={styles.actions}>
        <Button size="sm" variant="outline" onClick={onView} aria-label={`Ver ${company.name}`}>
          Ver
        </Button>
        {canEdit && (
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Editar ${company.name}`}>
            Editar
          </Button>
        )}
        {canDelete && (
          <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Eliminar ${company.name}`}>
            Eliminar
          </Button>
        )}
      </div>
    </article>
  );
}
