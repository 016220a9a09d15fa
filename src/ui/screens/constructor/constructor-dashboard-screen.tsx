import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { constructorDashboardPageMachine } from '#machines/constructor/constructor-dashboard-page/constructor-dashboard-page.machine';
import { selectConstructorDashboardPageView } from '#machines/constructor/constructor-dashboard-page/constructor-dashboard-page.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { RefreshIcon } from '#ui/components/icons';
import { pageStyles } from '#ui/components/page-kit';
import { Spinner } from '#ui/components/spinner';
import { useAccess, useAccessSync } from '#ui/shell/use-page-bindings';
import { RevenueChart } from './charts/revenue-chart';
import { ActivityFeed } from './dashboard/activity-feed';
import { ActivityForm } from './dashboard/activity-form';
import { ConstructionMetrics } from './dashboard/construction-metrics';
import { ConstructionProjectsTable } from './dashboard/construction-projects-table';
import { DashboardKpis } from './dashboard/dashboard-kpis';
import { OverdueTasksSection } from './dashboard/overdue-tasks-section';
import { ProjectPerformance } from './dashboard/project-performance';
import { RevenueTargetEditor } from './dashboard/revenue-target-editor';
import { SalesSections } from './dashboard/sales-sections';
import { WithActiveCompany } from '#ui/shell/with-active-company';
import { WorkspaceFrame } from '#ui/shell/workspace-nav';

const styles = {
  wide: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
    gap: '6',
    alignItems: 'start',
  }),
  stack: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
};

type Props = {
  pageRef: ActorRefFrom<typeof constructorDashboardPageMachine>;
  companyName: string;
};

/** Spec §2 "Constructor dashboard", rendering only the page machine's projection. */
export function ConstructorDashboardView({ pageRef, companyName }: Props) {
  const view = useSelector(pageRef, selectConstructorDashboardPageView, shallowEqual);
  const reload = () => pageRef.send({ type: 'dashboard.reload' });
  const d = view.dashboard;
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>Dashboard del Constructor</h1>
          <p className={pageStyles.subtitle}>{companyName}</p>
        </div>
        <Button variant="outline" loading={view.refreshing} onClick={reload}>
          <RefreshIcon /> Actualizar
        </Button>
      </div>
      {view.loading && <Spinner text="Cargando dashboard..." />}
      {view.error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={reload}>
              Reintentar
            </Button>
          }
        >
          {view.error}
        </Alert>
      )}
      {d && (
        <>
          <DashboardKpis kpis={d.kpis} />
          <OverdueTasksSection tasksRef={view.overdueTasksRef} />
          <div className={styles.wide}>
            <Card title="Ingresos vs Meta">
              <div className={styles.stack}>
                <RevenueTargetEditor
                  targetRef={view.targetRef}
                  current={d.monthly_target}
                  canEdit={view.canEditTarget}
                />
                <RevenueChart months={d.revenue_by_month} title="Ingresos mensuales frente a la meta" />
              </div>
            </Card>
            <ProjectPerformance projects={d.project_performance} />
          </div>
          <SalesSections salesRef={view.salesRef} />
          <ConstructionMetrics construction={d.construction} stages={view.stages} />
          <ConstructionProjectsTable rows={d.construction_projects} />
          <div className={styles.wide}>
            <Card title="Actividad Reciente">
              <ActivityFeed activities={view.activities} />
            </Card>
            {view.canRecord && (
              <Card title="Registrar actividad">
                <ActivityForm recordRef={view.activityRef} projects={view.projectOptions} />
              </Card>
            )}
          </div>
        </>
      )}
    </div>
  );
}

function ConstructorDashboardPage({ companyId, companyName }: { companyId: number; companyName: string }) {
  const access = useAccess();
  const pageRef = useActorRef(constructorDashboardPageMachine, { input: { companyId, access } });
  useAccessSync(pageRef, access);
  return <ConstructorDashboardView pageRef={pageRef} companyName={companyName} />;
}

/** `/constructor/dashboard`: the active company's constructor figures, or 'Selecciona una empresa'. */
export function ConstructorDashboardScreen() {
  return (
    <WorkspaceFrame>
      <WithActiveCompany>
        {(company) => (
          // Keyed by company: a switch starts a fresh page with the new company's figures.
          <ConstructorDashboardPage key={company.id} companyId={company.id} companyName={company.name} />
        )}
      </WithActiveCompany>
    </WorkspaceFrame>
  );
}
