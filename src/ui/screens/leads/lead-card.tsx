import { css } from '#styled-system/css';
import { formatLeadDate, formatMoney } from '#domain/format';
import { LEAD_ORIGIN_LABELS, LEAD_STATUS_LABELS, type Lead, type LeadStatus } from '#domain/lead';
import { PROPERTY_TYPE_LABELS } from '#domain/statuses';
import { Badge, type BadgeTone } from '#ui/components/badge';
import { Button } from '#ui/components/button';
import { Card } from '#ui/components/card';

export const STATUS_TONES: Record<LeadStatus, BadgeTone> = {
  new: 'blue',
  contacted: 'yellow',
  qualified: 'green',
  quoted: 'purple',
  reserved: 'yellow',
  won: 'green',
  lost: 'gray',
};

const styles = {
  facts: css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '1 3', textStyle: 'body', minW: '0' }),
  term: css({ color: 'fg.muted' }),
  value: css({ overflowWrap: 'anywhere', minW: '0' }),
  line: css({ display: 'block' }),
  actions: css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '3' }),
  contact: css({
    display: 'inline-flex',
    alignItems: 'center',
    px: '3',
    py: '1.5',
    borderRadius: 'md',
    bg: 'brand.600',
    color: 'white',
    fontSize: 'sm',
    fontWeight: 'medium',
    _hover: { bg: 'brand.700' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.300' },
  }),
};

/** The interests of a lead in words: what it said, the kinds of property, the cities and what it asked about. */
export function interestsOf(lead: Lead): string {
  const parts = [
    lead.interest_types.map((t) => PROPERTY_TYPE_LABELS[t]).join(', '),
    lead.interest_cities.join(', '),
    lead.property_name ?? lead.project_name,
    lead.interests,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Sin intereses registrados';
}

/** Where 'Contactar' takes the browser: the lead's mail, else its phone. */
export function contactLink(lead: Lead): { href: string; channel: 'email' | 'phone' } | null {
  if (lead.contact_email) return { href: `mailto:${lead.contact_email}`, channel: 'email' };
  if (lead.contact_phone)
    return { href: `tel:${lead.contact_phone.replace(/[^\d+]/g, '')}`, channel: 'phone' };
  return null;
}

type LeadCardProps = {
  lead: Lead;
  onContact(channel: 'email' | 'phone'): void;
  onOpen(): void;
};

/** One lead of the panel: contact, origin, date, budget, interests, 'Contactar' and 'Ver perfil'. */
export function LeadCard({ lead, onContact, onOpen }: LeadCardProps) {
  const link = contactLink(lead);
  const name = lead.contact_name ?? 'Sin nombre';
  return (
    <Card
      title={
        <h2 className={css({ textStyle: 'heading.card', minW: '0', overflowWrap: 'anywhere' })}>{name}</h2>
      }
      actions={<Badge tone={STATUS_TONES[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>}
    >
      <dl className={styles.facts}>
        <dt className={styles.term}>Contacto</dt>
        <dd className={styles.value}>
          {lead.contact_email || lead.contact_phone ? (
            <>
              {lead.contact_email && <span className={styles.line}>{lead.contact_email}</span>}
              {lead.contact_phone && <span className={styles.line}>{lead.contact_phone}</span>}
            </>
          ) : (
            'Sin datos de contacto'
          )}
        </dd>
        <dt className={styles.term}>Origen</dt>
        <dd className={styles.value}>
          {LEAD_ORIGIN_LABELS[lead.origin]}
          {lead.source ? ` (${lead.source})` : ''}
        </dd>
        <dt className={styles.term}>Fecha</dt>
        <dd className={styles.value}>{formatLeadDate(lead.created_at)}</dd>
        <dt className={styles.term}>Presupuesto</dt>
        <dd className={styles.value}>{formatMoney(lead.budget)}</dd>
        <dt className={styles.term}>Intereses</dt>
        <dd className={styles.value}>{interestsOf(lead)}</dd>
      </dl>
      <div className={styles.actions}>
        {link && (
          <a className={styles.contact} href={link.href} onClick={() => onContact(link.channel)}>
            Contactar
          </a>
        )}
        <Button size="sm" variant="outline" onClick={onOpen}>
          Ver perfil
        </Button>
      </div>
    </Card>
  );
}
