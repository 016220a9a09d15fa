import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { constructorStatsPageMachine } from '#machines/constructor/constructor-stats-page/constructor-stats-page.machine';
import { selectConstructorStatsView } from '#machines/constructor/constructor-stats-page/constructor-stats-page.select';
import { Card } from '#ui/components/card';
import { pageStyles } from '#ui/components/page-kit';
import { RevenueChart } from './charts/revenue-chart';
import { ProgressChart, StageChart, TopProjectsChart, UnitsChart } from './stats/stats-charts';
import { StatsLoadStates } from './stats/stats-load-states';
import { WithActiveCompany } from '#ui/shell/with-active-company';
import { ProjectViewsFrame } from '#ui/shell/workspace-nav';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  gap: '6',
});

type Props = { pageRef: ActorRefFrom<typeof constructorStatsPageMachine>; companyName: string };

/** Estadísticas: the company's figures as charts, each with its data table (spec §2, project management views). */
export function ConstructorStatsView({ pageRef, companyName }: Props) {
  const view = useSelector(pageRef, selectConstructorStatsView, shallowEqual);
  return (
    <div className={pageStyles.page}>
      <div>
        <h1 className={pageStyles.title}>Estadísticas</h1>
        <p className={pageStyles.subtitle}>{companyName}</p>
      </div>
      <StatsLoadStates
        loading={view.loading}
        error={view.error}
        onRetry={() => pageRef.send({ type: 'stats.reload' })}
      />
      {view.ready && view.units && (
        <div className={grid}>
          <Card>
            <StageChart stages={view.stages} />
          </Card>
          <Card>
            <UnitsChart units={view.units} />
          </Card>
          <Card>
            <RevenueChart months={view.months} title="Ingresos por mes" />
          </Card>
          <Card>
            <TopProjectsChart projects={view.topProjects} />
          </Card>
          <Card>
            <ProgressChart percent={view.averageProgress} />
          </Card>
        </div>
      )}
    </div>
  );
}

function StatsPage({ companyId, companyName }: { companyId: number; companyName: string }) {
  const pageRef = useActorRef(constructorStatsPageMachine, { input: { companyId } });
  return <ConstructorStatsView pageRef={pageRef} companyName={companyName} />;
}

/** `/constructor/projects/stats`. */
export function ConstructorStatsScreen() {
  return (
    <ProjectViewsFrame>
      <WithActiveCompany>
        {(company) => <StatsPage key={company.id} companyId={company.id} companyName={company.name} />}
      </WithActiveCompany>
    </ProjectViewsFrame>
  );
}
