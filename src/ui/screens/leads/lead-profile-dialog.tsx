import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatLeadDate, formatMoney } from '#domain/format';
import {
  LEAD_EVENT_LABELS,
  LEAD_ORIGIN_LABELS,
  LEAD_STATUS_LABELS,
  type LeadChange,
  type LeadDetail,
} from '#domain/lead';
import type { leadWorkMachine } from '#machines/leads/lead-work/lead-work.machine';
import { Alert } from '#ui/components/alert';
import { Badge } from '#ui/components/badge';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
import { FormField, TextArea } from '#ui/components/form-field';
import { Spinner } from '#ui/components/spinner';
import { StaleRecordAlert } from '#ui/components/stale-record-alert';
import { interestsOf } from './lead-card';
import { LeadStatusEditor } from './lead-status-editor';
import { LeadWorkSection } from './lead-work-section';

type Detail = {
  open: boolean;
  loading: boolean;
  saving: boolean;
  stale: boolean;
  error: string | null;
  lead: LeadDetail | null;
  /** 'Cotizar': the quote form for this lead, when the policy lets the user quote. */
  quoteHref?: string | null;
};

type LeadProfileDialogProps = {
  detail: Detail;
  /** The open lead's tasks and visits. */
  workRef: ActorRefFrom<typeof leadWorkMachine> | null;
  canWrite: boolean;
  /** 'Asignar a' (OWNER, ADMIN). */
  canAssign: boolean;
  onClose(): void;
  onRetry(): void;
  /** 'Recargar' after another person changed the lead first. */
  onReload(): void;
  onUpdate(patch: LeadChange): void;
  onContact(channel: 'email' | 'phone' | 'whatsapp'): void;
  onAssign(): void;
  /** 'Datos personales' (export, 'Anonimizar'), for those who may act on the holder's rights. */
  privacy?: ReactNode;
};

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  facts: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '9rem 1fr' }, gap: '1 3' }),
  term: css({ color: 'fg.muted', textStyle: 'body' }),
  value: css({ textStyle: 'body', overflowWrap: 'anywhere' }),
  links: css({ display: 'flex', gap: '3', flexWrap: 'wrap' }),
  link: css({ color: 'fg.link', textDecoration: 'underline', textStyle: 'body' }),
  disabled: css({
    display: 'inline-flex',
    gap: '2',
    alignItems: 'center',
    color: 'fg.muted',
    textStyle: 'caption',
  }),
  history: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  entry: css({ borderLeft: '2px solid', borderColor: 'gray.200', pl: '3', textStyle: 'body' }),
  when: css({ color: 'fg.muted', textStyle: 'caption' }),
  section: css({ textStyle: 'heading.card' }),
};

/** The notes box: edited locally, saved with 'Guardar notas'. Keyed by lead so another lead starts fresh. */
function NotesEditor({
  lead,
  disabled,
  onSave,
}: {
  lead: LeadDetail;
  disabled: boolean;
  onSave(notes: string): void;
}) {
  const [notes, setNotes] = useState(lead.notes ?? '');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <FormField label="Notas">
        <TextArea rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} disabled={disabled} />
      </FormField>
      <div>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled || notes === (lead.notes ?? '')}
          onClick={() => onSave(notes)}
        >
          Guardar notas
        </Button>
      </div>
    </div>
  );
}

/** 'Ver perfil': the lead's facts, contact links, status, notes and history (oldest first). */
export function LeadProfileDialog({
  detail,
  workRef,
  canWrite,
  canAssign,
  onClose,
  onRetry,
  onReload,
  onUpdate,
  onContact,
  onAssign,
  privacy,
}: LeadProfileDialogProps) {
  const { lead } = detail;
  return (
    <Dialog
      open={detail.open}
      onOpenChange={(open) => !open && onClose()}
      title={lead?.contact_name ?? 'Perfil del lead'}
      size="xl"
    >
      {detail.loading && <Spinner text="Cargando lead..." />}
      {detail.error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={onRetry}>
              Reintentar
            </Button>
          }
        >
          {detail.error}
        </Alert>
      )}
      {detail.stale && <StaleRecordAlert onReload={onReload} />}
      {lead && (
        <div className={styles.body}>
          <dl className={styles.facts}>
            <dt className={styles.term}>Correo</dt>
            <dd className={styles.value}>{lead.contact_email ?? 'No registrado'}</dd>
            <dt className={styles.term}>Teléfono</dt>
            <dd className={styles.value}>{lead.contact_phone ?? 'No registrado'}</dd>
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
            <dt className={styles.term}>Responsable</dt>
            <dd className={styles.value}>
              {lead.assigned_to_name ?? 'Sin asignar'}
              {canAssign && (
                <Button size="sm" variant="ghost" disabled={detail.stale} onClick={onAssign}>
                  Asignar a
                </Button>
              )}
            </dd>
          </dl>
          <div className={styles.links}>
            {lead.contact_email && (
              <a
                className={styles.link}
                href={`mailto:${lead.contact_email}`}
                onClick={() => onContact('email')}
              >
                Escribir correo
              </a>
            )}
            {lead.contact_phone && (
              <a
                className={styles.link}
                href={`tel:${lead.contact_phone.replace(/[^\d+]/g, '')}`}
                onClick={() => onContact('phone')}
              >
                Llamar
              </a>
            )}
            {detail.quoteHref && (
              <Link className={styles.link} href={detail.quoteHref}>
                Cotizar
              </Link>
            )}
            {lead.whatsapp.url ? (
              <a
                className={styles.link}
                href={lead.whatsapp.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => canWrite && onContact('whatsapp')}
              >
                WhatsApp
              </a>
            ) : (
              <span className={styles.disabled}>
                <Button size="sm" variant="outline" disabled aria-describedby="whatsapp-reason">
                  WhatsApp
                </Button>
                <span id="whatsapp-reason">{lead.whatsapp.reason}</span>
              </span>
            )}
          </div>
          {canWrite ? (
            <>
              <LeadStatusEditor
                key={`status-${lead.id}-${lead.version}`}
                lead={lead}
                disabled={detail.saving || detail.stale}
                onUpdate={onUpdate}
              />
              <NotesEditor
                // A reloaded copy (new version) starts the notes afresh from it.
                key={`${lead.id}-${lead.version}`}
                lead={lead}
                disabled={detail.saving || detail.stale}
                onSave={(notes) => onUpdate({ notes })}
              />
            </>
          ) : (
            <dl className={styles.facts}>
              <dt className={styles.term}>Estado</dt>
              <dd className={styles.value}>{LEAD_STATUS_LABELS[lead.status]}</dd>
              {lead.lost_reason && (
                <>
                  <dt className={styles.term}>Motivo del descarte</dt>
                  <dd className={styles.value}>{lead.lost_reason}</dd>
                </>
              )}
              <dt className={styles.term}>Notas</dt>
              <dd className={styles.value}>{lead.notes ?? 'Sin notas'}</dd>
            </dl>
          )}
          {privacy}
          {workRef && <LeadWorkSection workRef={workRef} leadId={lead.id} />}
          <section
            aria-label="Historial"
            className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
          >
            <h3 className={styles.section}>Historial</h3>
            <ol className={styles.history}>
              {lead.history.map((entry) => (
                <li key={entry.id} className={styles.entry}>
                  <strong>{LEAD_EVENT_LABELS[entry.type]}</strong>
                  {/* Written by someone who only gave this lead's e-mail or phone: nobody checked it was them. */}
                  {entry.unverified && (
                    <>
                      {' '}
                      <Badge tone="yellow">sin verificar</Badge>
                    </>
                  )}
                  {entry.description ? ` — ${entry.description}` : ''}
                  <div className={styles.when}>
                    {formatLeadDate(entry.created_at)}
                    {entry.created_by_name ? ` · ${entry.created_by_name}` : ''}
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </div>
      )}
    </Dialog>
  );
}
