import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatArea, formatDate, formatLeadDate, formatMoney } from '#domain/format';
import { can } from '#domain/permissions';
import { FINANCING_LABELS } from '#domain/quote-plan';
import { quoteMachine } from '#machines/quotes/quote/quote.machine';
import { selectQuoteView } from '#machines/quotes/quote/quote.select';
import { Alert } from '#ui/components/alert';
import { Badge } from '#ui/components/badge';
import { Button } from '#ui/components/button';
import { DetailList, pageStyles } from '#ui/components/page-kit';
import { Spinner } from '#ui/components/spinner';
import { WithActiveCompany } from '#ui/shell/with-active-company';
import { WorkspaceFrame } from '#ui/shell/workspace-nav';
import { useAccess, useNavigateAction } from '#ui/shell/use-page-bindings';
import { QuotePlanTable } from './quote-plan-table';
import { QuoteReasonDialog } from './quote-reason-dialog';
import { QUOTE_STATUS_TONES, quoteStyles } from './quote-styles';

type QuoteRef = ActorRefFrom<typeof quoteMachine>;

const styles = {
  history: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  when: css({ color: 'fg.muted', fontSize: 'sm' }),
};

const money = (n: number) => formatMoney(n, 'COP');

/** A quote: its figures, the full plan, its history, and the steps the role may take on its status. */
export function QuoteView({ quoteRef }: { quoteRef: QuoteRef }) {
  const view = useSelector(quoteRef, selectQuoteView, shallowEqual);
  const send = quoteRef.send;
  const q = view.quote;
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>{q ? `Cotización #${q.id}` : 'Cotización'}</h1>
          {q && (
            <p className={pageStyles.subtitle}>
              {q.property_name}
              {q.project_name ? ` · ${q.project_name}` : ''} · {q.lead_name ?? 'Sin nombre'}{' '}
              <Badge tone={QUOTE_STATUS_TONES[q.status]}>{view.statusLabel}</Badge>
            </p>
          )}
        </div>
        {q && (
          <div className={pageStyles.actions} role="group" aria-label="Acciones de la cotización">
            {view.canSend && (
              <Button disabled={view.busy} onClick={() => send({ type: 'quote.send' })}>
                Enviar
              </Button>
            )}
            {view.canApprove && (
              <Button disabled={view.busy} onClick={() => send({ type: 'quote.approve' })}>
                Aprobar
              </Button>
            )}
            {view.canReject && (
              <Button variant="outline" disabled={view.busy} onClick={() => send({ type: 'quote.reject' })}>
                Rechazar
              </Button>
            )}
            {view.canAccept && (
              <Button disabled={view.busy} onClick={() => send({ type: 'quote.accept' })}>
                Marcar aceptada
              </Button>
            )}
            {view.canDecline && (
              <Button variant="outline" disabled={view.busy} onClick={() => send({ type: 'quote.decline' })}>
                Marcar rechazada
              </Button>
            )}
            {view.canReserve && <Button onClick={() => send({ type: 'quote.reserve' })}>Separar</Button>}
            {view.canDownload && (
              <Button variant="outline" onClick={() => send({ type: 'quote.download' })}>
                Descargar PDF
              </Button>
            )}
            {view.canCopyLink && (
              <Button variant="outline" onClick={() => send({ type: 'quote.copyLink' })}>
                Copiar enlace público
              </Button>
            )}
          </div>
        )}
      </div>
      {view.reason && (
        <QuoteReasonDialog
          reason={view.reason}
          onSubmit={({ reason }) => send({ type: 'reason.submit', reason })}
          onCancel={() => send({ type: 'reason.cancel' })}
        />
      )}
      {view.busy && !q && <Spinner text="Cargando cotización..." />}
      {view.error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => send({ type: 'quote.retry' })}>
              Reintentar
            </Button>
          }
        >
          {view.error}
        </Alert>
      )}
      {q && (
        <>
          {q.status === 'pending_approval' && (
            <Alert tone="warning">
              El descuento del {q.discount_pct} % supera el tope de la empresa: espera la aprobación de un
              OWNER o ADMIN.
            </Alert>
          )}
          <DetailList
            items={[
              { label: 'Modelo', value: q.model_name ?? '—' },
              { label: 'Área', value: formatArea(q.area) },
              { label: 'Precio de lista', value: money(q.list_price) },
              {
                label: 'Descuento',
                value: q.discount_amount
                  ? `${money(q.discount_amount)} (${q.discount_pct} %)`
                  : 'Sin descuento',
              },
              { label: 'Precio final', value: money(q.final_price) },
              { label: `Cuota inicial (${q.initial_pct} %)`, value: money(q.initial_total) },
              { label: 'Saldo', value: `${money(q.balance)} · ${FINANCING_LABELS[q.financing]}` },
              { label: 'Entrega', value: formatDate(q.delivery_date) },
              { label: 'Vigencia', value: `Hasta el ${formatDate(q.valid_until)}` },
              { label: 'Creada por', value: q.created_by_name ?? '—' },
              ...(q.status === 'rejected' && q.decision_reason
                ? [{ label: 'Motivo del rechazo', value: q.decision_reason }]
                : []),
            ]}
          />
          <section aria-labelledby="plan" className={quoteStyles.section}>
            <h2 id="plan" className={quoteStyles.heading}>
              Plan de pagos
            </h2>
            <QuotePlanTable
              label="Plan de pagos"
              rows={q.plan.map((r) => ({
                kind: r.kind,
                label: r.label,
                dueDate: r.due_date,
                amount: r.amount,
              }))}
              total={q.plan.reduce((sum, r) => sum + r.amount, 0)}
            />
          </section>
          <section aria-labelledby="historial" className={quoteStyles.section}>
            <h2 id="historial" className={quoteStyles.heading}>
              Historial
            </h2>
            <ul className={styles.history}>
              {q.history.map((h) => (
                <li key={`${h.at}-${h.description}`}>
                  <div>{h.description}</div>
                  <div className={styles.when}>
                    {formatLeadDate(h.at)}
                    {h.by_name ? ` · ${h.by_name}` : ''}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}

function QuotePage({ id, companyId }: { id: number; companyId: number }) {
  const access = useAccess();
  const navigate = useNavigateAction();
  const quoteRef = useActorRef(quoteMachine.provide({ actions: { navigate } }), {
    input: {
      id,
      canApprove: can(access, 'quote.approve', companyId),
      canWork: can(access, 'quote.create', companyId),
      canReserve: can(access, 'reservation.create', companyId),
    },
  });
  return <QuoteView quoteRef={quoteRef} />;
}

/** `/constructor/quotes/:id`. */
export function QuoteScreen() {
  const id = Number(useParams<{ id: string }>().id);
  return (
    <WorkspaceFrame>
      <WithActiveCompany>
        {(company) => <QuotePage key={`${company.id}-${id}`} id={id} companyId={company.id} />}
      </WithActiveCompany>
    </WorkspaceFrame>
  );
}
