import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatVisitWhen } from '#domain/lead-work';
import type { tasksMachine } from '#machines/shared/tasks/tasks.machine';
import { selectTasksView } from '#machines/shared/tasks/tasks.select';
import { Alert } from '#ui/components/alert';
import { Badge } from '#ui/components/badge';
import { Button } from '#ui/components/button';
import { Spinner } from '#ui/components/spinner';

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  item: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    p: '3',
    bg: 'bg',
  }),
  title: css({ fontWeight: 'semibold', textStyle: 'body' }),
  meta: css({ color: 'fg.muted', textStyle: 'caption' }),
  empty: css({ color: 'fg.muted', textStyle: 'body' }),
};

/** Open follow-up tasks, overdue first, each with its lead, due moment and 'Marcar hecha'. */
export function TaskList({
  tasksRef,
  empty,
}: {
  tasksRef: ActorRefFrom<typeof tasksMachine>;
  empty: string;
}) {
  const view = useSelector(tasksRef, selectTasksView, shallowEqual);
  if (view.loading) return <Spinner text="Cargando tareas..." />;
  if (view.failed)
    return (
      <Alert
        tone="error"
        action={
          <Button size="sm" variant="outline" onClick={() => tasksRef.send({ type: 'tasks.reload' })}>
            Reintentar
          </Button>
        }
      >
        No se pudieron cargar las tareas. Inténtalo de nuevo.
      </Alert>
    );
  if (view.tasks.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.list} aria-label="Tareas">
      {view.tasks.map((task) => (
        <li key={task.id} className={styles.item}>
          <div>
            <div className={styles.title}>
              {task.title} {task.overdue && <Badge tone="red">Vencida</Badge>}
            </div>
            <div className={styles.meta}>
              {task.lead_name ?? 'Lead'} · vence el {formatVisitWhen(task.due_at)}
            </div>
          </div>
          {(view.canComplete || view.completingId === task.id) && (
            <Button
              size="sm"
              variant="outline"
              loading={view.completingId === task.id}
              onClick={() => tasksRef.send({ type: 'task.complete', taskId: task.id })}
            >
              Marcar hecha
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
