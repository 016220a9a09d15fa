import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatDate, formatMoney } from '#domain/format';
import { NO_BUYER_LABEL, type CarteraFigures } from '#domain/sales';
import { salesPageMachine } from '#machines/sales/sales-page/sales-page.machine';
import { selectSalesPageView } from '#machines/sales/sales-page/sales-page.select';
import type { reservationMachine } from '#machines/sales/reservation/reservation.machine';
import type { separationMachine } from '#machines/sales/separation/separation.machine';
import { intentOf } from '#machines/sales/sales-page/sales-intent';
import { IdFilter } from '#ui/components/id-filter';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { EmptyState } from '#ui/components/empty-state';
import { pageStyles } from '#ui/components/page-kit';
import { Pagination } from '#ui/components/pagination';
import { Spinner } from '#ui/components/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';
import { WithActiveCompany } from '#ui/shell/with-active-company';
import { WorkspaceFrame } from '#ui/shell/workspace-nav';
import { useAccess, useAccessSync } from '#ui/shell/use-page-bindings';
import { ReservationPanel } from './reservation-panel';
import { SaleDialog } from './sale-dialog';
import { SeparationDialog } from './separation-dialog';

type PageRef = ActorRefFrom<typeof salesPageMachine>;

const styles = {
  figure: css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', p: '4', bg: 'bg' }),
  figureLabel: css({ color: 'fg.muted', textStyle: 'label' }),
  figureValue: css({ textStyle: 'heading.section', mt: '1' }),
  heading: css({ textStyle: 'heading.section' }),
  overdue: css({ bg: 'red.50', color: 'red.900', fontWeight: 'semibold' }),
};

const FIGURES: { key: keyof CarteraFigures; label: string }[] = [
  { key: 'due', label: 'Debido' },
  { key: 'paid', label: 'Recaudado' },
  { key: 'outstanding', label: 'Por cobrar' },
  { key: 'overdue', label: 'Vencido' },
];
const money = (n: number) => formatMoney(n, 'COP');

/** 'Ventas y cartera': figures, separaciones in force, a page of sales with overdue rows marked, and the CSV. */
export function SalesView({ pageRef, companyName }: { pageRef: PageRef; companyName: string }) {
  const view = useSelector(pageRef, selectSalesPageView, shallowEqual);
  const send = pageRef.send;
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>Ventas y cartera</h1>
          <p className={pageStyles.subtitle}>{companyName}</p>
        </div>
        <div className={pageStyles.actions}>
          <IdFilter
            label="Proyecto"
            allLabel="Todos los proyectos"
            value={view.projectId}
            options={view.projects}
            onChange={(projectId) => send({ type: 'project.select', projectId })}
          />
          <Button variant="outline" loading={view.exporting} onClick={() => send({ type: 'export.request' })}>
            Exportar CSV
          </Button>
        </div>
      </div>
      {view.loading && <Spinner text="Cargando cartera..." />}
      {view.error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => send({ type: 'list.reload' })}>
              Reintentar
            </Button>
          }
        >
          No se pudo cargar la cartera. Inténtalo de nuevo.
        </Alert>
      )}
      {view.separationRefused && (
        <Alert
          tone="info"
          action={
            <Button size="sm" variant="outline" onClick={() => send({ type: 'separation.close' })}>
              Entendido
            </Button>
          }
        >
          Tu rol en la empresa permite consultar las ventas, no separar unidades.
        </Alert>
      )}
      {view.company && (
        <section aria-label="Cifras de cartera" className={pageStyles.stats}>
          {FIGURES.map((f) => (
            <div key={f.key} className={styles.figure}>
              <div className={styles.figureLabel}>{f.label}</div>
              <div className={styles.figureValue}>{money(view.company![f.key])}</div>
            </div>
          ))}
        </section>
      )}
      <section aria-labelledby="separaciones">
        <h2 id="separaciones" className={styles.heading}>
          Separaciones vigentes
        </h2>
        {view.reservations.length === 0 ? (
          <EmptyState title="No hay separaciones vigentes" />
        ) : (
          <Table stacked aria-label="Separaciones vigentes">
            <TableHead>
              <TableRow>
                <TableHeader>Unidad</TableHeader>
                <TableHeader>Proyecto</TableHeader>
                <TableHeader>Lead</TableHeader>
                <TableHeader>Vence</TableHeader>
                <TableHeader>Acciones</TableHeader>
              </TableRow>
            </TableHead>
            <TableBody>
              {view.reservations.map((r) => (
                <TableRow key={r.id}>
                  <TableCell label="Unidad">{r.property_name}</TableCell>
                  <TableCell label="Proyecto">{r.project_name ?? '—'}</TableCell>
                  <TableCell label="Lead">{r.lead_name ?? 'Sin lead'}</TableCell>
                  <TableCell label="Vence">
                    {r.expires_at ? formatDate(r.expires_at) : 'Sin vencimiento'}
                  </TableCell>
                  <TableCell label="Acciones">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => send({ type: 'reservation.open', reservationId: r.id })}
                    >
                      Ver separación
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <section aria-labelledby="ventas">
        <h2 id="ventas" className={styles.heading}>
          Ventas
        </h2>
        {view.sales.length === 0 && !view.loading ? (
          <EmptyState title="No hay ventas registradas" />
        ) : (
          <Table stacked aria-label="Ventas" aria-busy={view.refreshing || undefined}>
            <TableHead>
              <TableRow>
                <TableHeader>Unidad</TableHeader>
                <TableHeader>Comprador</TableHeader>
                <TableHeader>Precio</TableHeader>
                <TableHeader>Pagado</TableHeader>
                <TableHeader>Por cobrar</TableHeader>
                <TableHeader>Vencido</TableHeader>
                <TableHeader>Acciones</TableHeader>
              </TableRow>
            </TableHead>
            <TableBody>
              {view.sales.map((s) => (
                <TableRow key={s.id} className={s.figures.overdue > 0 ? styles.overdue : undefined}>
                  <TableCell label="Unidad">
                    {s.property_name}
                    {s.project_name ? ` · ${s.project_name}` : ''}
                  </TableCell>
                  <TableCell label="Comprador">{s.buyer_name ?? NO_BUYER_LABEL}</TableCell>
                  <TableCell label="Precio">{money(s.price)}</TableCell>
                  <TableCell label="Pagado">{money(s.figures.paid)}</TableCell>
                  <TableCell label="Por cobrar">{money(s.figures.outstanding)}</TableCell>
                  <TableCell label="Vencido">
                    {s.figures.overdue > 0 ? money(s.figures.overdue) : '—'}
                  </TableCell>
                  <TableCell label="Acciones">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => send({ type: 'sale.open', saleId: s.id })}
                    >
                      Ver venta
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
      </section>
      {view.reservationRef && (
        <ReservationPanel
          reservationRef={view.reservationRef as ActorRefFrom<typeof reservationMachine>}
          documentTypes={view.documentTypes}
          onClose={() => send({ type: 'reservation.close' })}
        />
      )}
      {view.separationRef && (
        <SeparationDialog
          separationRef={view.separationRef as ActorRefFrom<typeof separationMachine>}
          onClose={() => send({ type: 'separation.close' })}
        />
      )}
      <SaleDialog
        detail={view.detail}
        onClose={() => send({ type: 'sale.close' })}
        onPay={(payment) => send({ type: 'payment.submit', payment })}
      />
    </div>
  );
}

function SalesPage(props: { companyId: number; companyName: string }) {
  const access = useAccess();
  const search = useSearch();
  const pageRef = useActorRef(salesPageMachine, {
    input: { companyId: props.companyId, access, intent: intentOf(search) },
  });
  useAccessSync(pageRef, access);
  useEffect(
    () => pageRef.send({ type: 'company.change', companyId: props.companyId }),
    [pageRef, props.companyId]
  );
  return <SalesView pageRef={pageRef} companyName={props.companyName} />;
}

/** `/constructor/sales`: the active company's sales and cartera under the constructor workspace's tabs. */
export function SalesScreen() {
  return (
    <WorkspaceFrame>
      <WithActiveCompany>
        {(company) => <SalesPage companyId={company.id} companyName={company.name} />}
      </WithActiveCompany>
    </WorkspaceFrame>
  );
}
