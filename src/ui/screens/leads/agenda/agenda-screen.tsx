import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { agendaPageMachine } from '#machines/leads/agenda-page/agenda-page.machine';
import { selectAgendaPageView } from '#machines/leads/agenda-page/agenda-page.select';
import type { visitMachine } from '#machines/leads/visit/visit.machine';
import { IdFilter } from '#ui/components/id-filter';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
import { pageStyles } from '#ui/components/page-kit';
import { Spinner } from '#ui/components/spinner';
import { WithActiveCompany } from '#ui/shell/with-active-company';
import { WorkspaceFrame } from '#ui/shell/workspace-nav';
import { useAccess, useAccessSync } from '#ui/shell/use-page-bindings';
import { VisitForm } from './visit-form';
import { VisitPanel } from './visit-panel';

// The calendar and its plugins download after the page's first paint, in their own chunk.
const AgendaCalendar = lazy(() => import('./agenda-calendar'));

type PageRef = ActorRefFrom<typeof agendaPageMachine>;

const styles = {
  filter: css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg' }),
  calendar: css({ bg: 'bg', borderRadius: 'lg', p: { base: '2', md: '4' }, minW: '0' }),
};

/** 'Agenda': the company's visits by week or day, filtered by salesperson and project, with 'Agendar visita'. */
export function AgendaView({ pageRef, companyName }: { pageRef: PageRef; companyName: string }) {
  const view = useSelector(pageRef, selectAgendaPageView, shallowEqual);
  const send = pageRef.send;
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>Agenda</h1>
          <p className={pageStyles.subtitle}>{companyName}</p>
        </div>
        <div className={pageStyles.actions}>
          <IdFilter
            label="Asesor"
            allLabel="Todos los asesores"
            value={view.salespersonId}
            options={view.salespeople}
            onChange={(salespersonId) => send({ type: 'filter.salesperson', salespersonId })}
          />
          <IdFilter
            label="Proyecto"
            allLabel="Todos los proyectos"
            value={view.projectId}
            options={view.projects}
            onChange={(projectId) => send({ type: 'filter.project', projectId })}
          />
          {view.canSchedule && (
            <Button onClick={() => send({ type: 'schedule.open' })}>Agendar visita</Button>
          )}
        </div>
      </div>
      {view.failed && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => send({ type: 'visits.reload' })}>
              Reintentar
            </Button>
          }
        >
          No se pudo cargar la agenda. Inténtalo de nuevo.
        </Alert>
      )}
      <div className={styles.calendar} aria-busy={view.loading}>
        <Suspense fallback={<Spinner text="Cargando agenda..." />}>
          <AgendaCalendar
            visits={view.visits}
            onRange={(start, end) => send({ type: 'range.change', start, end })}
            onOpen={(visitId) => send({ type: 'visit.open', visitId })}
          />
        </Suspense>
      </div>
      {view.visitRef && (
        <VisitPanel
          visitRef={view.visitRef as ActorRefFrom<typeof visitMachine>}
          canRecord={view.canSchedule}
          onClose={() => send({ type: 'visit.close' })}
        />
      )}
      <Dialog
        open={view.scheduling}
        onOpenChange={(open) => !open && send({ type: 'schedule.cancel' })}
        title="Agendar visita"
      >
        <VisitForm
          leads={view.leads}
          salespeople={view.salespeople}
          projects={view.projects}
          saving={view.saving}
          error={view.scheduleError}
          onSubmit={(values) => send({ type: 'schedule.submit', values })}
          onCancel={() => send({ type: 'schedule.cancel' })}
        />
      </Dialog>
    </div>
  );
}

function AgendaPage(props: { companyId: number; companyName: string }) {
  const access = useAccess();
  const pageRef = useActorRef(agendaPageMachine, { input: { companyId: props.companyId, access } });
  useAccessSync(pageRef, access);
  return <AgendaView pageRef={pageRef} companyName={props.companyName} />;
}

/** `/constructor/agenda`: the active company's agenda of visits to the sales room. */
export function AgendaScreen() {
  return (
    <WorkspaceFrame>
      <WithActiveCompany>
        {(company) => (
          // Keyed by company: a switch starts a fresh agenda with the new company's people and projects.
          <AgendaPage key={company.id} companyId={company.id} companyName={company.name} />
        )}
      </WithActiveCompany>
    </WorkspaceFrame>
  );
}
