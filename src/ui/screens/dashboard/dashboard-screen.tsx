import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { css } from '#styled-system/css';
import { formatLeadDate } from '#domain/format';
import { dashboardMachine } from '#machines/portal/dashboard/dashboard.machine';
import { selectDashboardView } from '#machines/portal/dashboard/dashboard.select';
import { selectSessionView } from '#machines/shell/session/session.select';
import { useSessionRef } from '#ui/app-actors';
import { Alert } from '#ui/components/alert';
import { Button, ButtonLink } from '#ui/components/button';
import { Card, StatCard } from '#ui/components/card';
import { EmptyState } from '#ui/components/empty-state';
import { RefreshIcon } from '#ui/components/icons';
import { Spinner } from '#ui/components/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';
import type { ActorRefFrom } from 'xstate';

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  header: css({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: '4',
    flexWrap: 'wrap',
  }),
  stats: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', xl: 'repeat(4, 1fr)' },
    gap: '4',
  }),
  actions: css({ display: 'flex', gap: '3', flexWrap: 'wrap' }),
};

type Props = {
  dashboardRef: ActorRefFrom<typeof dashboardMachine>;
  fullName: string | null;
  companyName: string;
};

/** The dashboard of one company, rendering only the dashboard machine's projection. */
export function DashboardView({ dashboardRef, fullName, companyName }: Props) {
  const view = useSelector(dashboardRef, selectDashboardView, shallowEqual);
  const summary = view.summary;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={css({ textStyle: 'heading.page' })}>Bienvenido, {fullName || 'Usuario'}</h1>
          <p className={css({ color: 'fg.muted' })}>{companyName}</p>
        </div>
        <Button
          variant="outline"
          loading={view.refreshing}
          disabled={!view.canRefresh}
          onClick={() => dashboardRef.send({ type: 'dashboard.refresh' })}
        >
          <RefreshIcon /> Actualizar
        </Button>
      </div>
      {view.loading && <Spinner text="Cargando dashboard..." />}
      {view.error && (
        <Alert
          tone="error"
          action={
            <Button
              size="sm"
              variant="outline"
              onClick={() => dashboardRef.send({ type: 'dashboard.refresh' })}
            >
              Reintentar
            </Button>
          }
        >
          {view.error}
        </Alert>
      )}
      {summary && (
        <>
          <div className={styles.stats}>
            <StatCard label="Proyectos Activos" value={summary.total_projects} />
            <StatCard label="Propiedades Disponibles" value={summary.properties_available} />
            <StatCard label="Leads Nuevos (30 días)" value={summary.new_leads_last_30_days} />
            <StatCard label="Leads Recientes" value={summary.recent_leads.length} />
          </div>
          <Card title="Acciones rápidas">
            <div className={styles.actions}>
              <ButtonLink href="/projects/new">Nuevo Proyecto</ButtonLink>
              <ButtonLink href="/properties/new" variant="outline">
                Nueva Propiedad
              </ButtonLink>
              <ButtonLink href="/company/new" variant="outline">
                Nueva Empresa
              </ButtonLink>
              <ButtonLink href="/leads" variant="outline">
                Ver Leads
              </ButtonLink>
            </div>
          </Card>
          <Card title="Leads recientes">
            {summary.recent_leads.length === 0 ? (
              <EmptyState title="No hay leads recientes" />
            ) : (
              <Table aria-label="Leads recientes">
                <TableHead>
                  <TableRow>
                    <TableHeader>Contacto</TableHeader>
                    <TableHeader>Propiedad</TableHeader>
                    <TableHeader>Fecha</TableHeader>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {summary.recent_leads.map((lead) => (
                    <TableRow key={lead.id}>
                      <TableCell>{lead.contact_name || 'Sin nombre'}</TableCell>
                      <TableCell>{lead.property_title || 'Sin título'}</TableCell>
                      <TableCell>{formatLeadDate(lead.created_at)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Card>
        </>
      )}
    </div>
  );
}

/** Runs one dashboard actor per company: keyed by id, so a company switch loads that company's figures. */
function CompanyDashboard(props: { companyId: number; fullName: string | null; companyName: string }) {
  const dashboardRef = useActorRef(dashboardMachine, { input: { companyId: props.companyId } });
  return (
    <DashboardView dashboardRef={dashboardRef} fullName={props.fullName} companyName={props.companyName} />
  );
}

/** Spec §2 Dashboard: greeting, four stat cards, quick actions, recent leads; or 'Selecciona una empresa'. */
export function DashboardScreen() {
  const session = useSelector(useSessionRef(), (s) => (s ? selectSessionView(s) : null), shallowEqual);
  if (!session?.activeCompany) {
    return (
      <EmptyState
        title="Selecciona una empresa"
        description="Elige una empresa en la barra superior o crea la tuya."
        action={<ButtonLink href="/company/new">Crear empresa</ButtonLink>}
      />
    );
  }
  return (
    <CompanyDashboard
      key={session.activeCompany.id}
      companyId={session.activeCompany.id}
      fullName={session.profile?.full_name ?? null}
      companyName={session.activeCompany.name}
    />
  );
}
