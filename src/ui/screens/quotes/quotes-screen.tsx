import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatDate, formatMoney } from '#domain/format';
import { quotesPageMachine } from '#machines/quotes/quotes-page/quotes-page.machine';
import { selectQuotesPageView } from '#machines/quotes/quotes-page/quotes-page.select';
import { IdFilter } from '#ui/components/id-filter';
import { Alert } from '#ui/components/alert';
import { Badge } from '#ui/components/badge';
import { Button } from '#ui/components/button';
import { EmptyState } from '#ui/components/empty-state';
import { pageStyles } from '#ui/components/page-kit';
import { Pagination } from '#ui/components/pagination';
import { Spinner } from '#ui/components/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';
import { WithActiveCompany } from '#ui/shell/with-active-company';
import { WorkspaceFrame } from '#ui/shell/workspace-nav';
import { useAccess, useAccessSync, useNavigateAction } from '#ui/shell/use-page-bindings';
import { QUOTE_STATUS_TONES, quoteStyles as styles } from './quote-styles';

type PageRef = ActorRefFrom<typeof quotesPageMachine>;

/** 'Cotizaciones': status tabs with counts, the project filter and a page of quotes. */
export function QuotesView({ pageRef, companyName }: { pageRef: PageRef; companyName: string }) {
  const view = useSelector(pageRef, selectQuotesPageView, shallowEqual);
  const send = pageRef.send;
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>Cotizaciones</h1>
          <p className={pageStyles.subtitle}>{companyName}</p>
        </div>
        <div className={pageStyles.actions}>
          <IdFilter
            label="Proyecto"
            allLabel="Todos los proyectos"
            value={view.projectId}
            options={view.projects}
            onChange={(projectId) => send({ type: 'filter.project', projectId })}
          />
        </div>
      </div>
      <div className={styles.tabs} role="group" aria-label="Filtrar por estado">
        {view.tabs.map((tab) => (
          <button
            key={tab.label}
            type="button"
            className={styles.tab}
            aria-pressed={tab.active}
            onClick={() => send({ type: 'filter.status', status: tab.status })}
          >
            {tab.label}
            {tab.count !== null ? ` (${tab.count})` : ''}
          </button>
        ))}
      </div>
      {view.loading && <Spinner text="Cargando cotizaciones..." />}
      {view.error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => send({ type: 'list.reload' })}>
              Reintentar
            </Button>
          }
        >
          No se pudieron cargar las cotizaciones. Inténtalo de nuevo.
        </Alert>
      )}
      {view.empty && (
        <EmptyState
          title="No hay cotizaciones"
          description={
            view.canCreate
              ? "Cotiza una unidad desde el tablero de disponibilidad de un proyecto con 'Cotizar'."
              : undefined
          }
        />
      )}
      {view.nothingFound && (
        <EmptyState title="No se encontraron cotizaciones con los filtros seleccionados" />
      )}
      {view.quotes.length > 0 && (
        <Table stacked aria-label="Cotizaciones" aria-busy={view.refreshing || undefined}>
          <TableHead>
            <TableRow>
              <TableHeader>Número</TableHeader>
              <TableHeader>Lead</TableHeader>
              <TableHeader>Unidad</TableHeader>
              <TableHeader>Total</TableHeader>
              <TableHeader>Estado</TableHeader>
              <TableHeader>Vigencia</TableHeader>
              <TableHeader>Acciones</TableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {view.quotes.map((q) => (
              <TableRow key={q.id}>
                <TableCell label="Número">#{q.id}</TableCell>
                <TableCell label="Lead">{q.lead_name ?? 'Sin nombre'}</TableCell>
                <TableCell label="Unidad">
                  {q.property_name}
                  {q.project_name ? ` · ${q.project_name}` : ''}
                </TableCell>
                <TableCell label="Total">{formatMoney(q.final_price, 'COP')}</TableCell>
                <TableCell label="Estado">
                  <Badge tone={QUOTE_STATUS_TONES[q.status]}>{q.statusLabel}</Badge>
                </TableCell>
                <TableCell label="Vigencia">Hasta el {formatDate(q.valid_until)}</TableCell>
                <TableCell label="Acciones">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Ver cotización #${q.id}`}
                    onClick={() => send({ type: 'quote.open', quoteId: q.id })}
                  >
                    Ver
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination
        page={view.page}
        totalPages={view.totalPages}
        onPageChange={(page) => send({ type: 'page.go', page })}
      />
    </div>
  );
}

function QuotesPage(props: { companyId: number; companyName: string }) {
  const access = useAccess();
  const navigate = useNavigateAction();
  const pageRef = useActorRef(quotesPageMachine.provide({ actions: { navigate } }), {
    input: { companyId: props.companyId, access },
  });
  useAccessSync(pageRef, access);
  useEffect(
    () => pageRef.send({ type: 'company.change', companyId: props.companyId }),
    [pageRef, props.companyId]
  );
  return <QuotesView pageRef={pageRef} companyName={props.companyName} />;
}

/** `/constructor/quotes`: the active company's quotes under the constructor workspace's tabs. */
export function QuotesScreen() {
  return (
    <WorkspaceFrame>
      <WithActiveCompany>
        {(company) => <QuotesPage companyId={company.id} companyName={company.name} />}
      </WithActiveCompany>
    </WorkspaceFrame>
  );
}
