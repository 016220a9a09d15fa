import { useActorRef } from '@xstate/react';
import { tasksMachine } from '#machines/shared/tasks/tasks.machine';
import { pageStyles } from '#ui/components/page-kit';
import { WithActiveCompany } from '#ui/shell/with-active-company';
import { WorkspaceFrame } from '#ui/shell/workspace-nav';
import { useAccess, useAccessSync } from '#ui/shell/use-page-bindings';
import { TaskList } from '#ui/components/task-list';

function TasksPage({ companyId, companyName }: { companyId: number; companyName: string }) {
  const access = useAccess();
  const tasksRef = useActorRef(tasksMachine, { input: { companyId, access, scope: 'mine' } });
  useAccessSync(tasksRef, access);
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>Mis tareas</h1>
          <p className={pageStyles.subtitle}>{companyName}</p>
        </div>
      </div>
      <TaskList tasksRef={tasksRef} empty="No tienes tareas pendientes." />
    </div>
  );
}

/** `/constructor/tasks`, 'Mis tareas': the signed-in user's open follow-up tasks, overdue first. */
export function TasksScreen() {
  return (
    <WorkspaceFrame>
      <WithActiveCompany>
        {(company) => <TasksPage key={company.id} companyId={company.id} companyName={company.name} />}
      </WithActiveCompany>
    </WorkspaceFrame>
  );
}
