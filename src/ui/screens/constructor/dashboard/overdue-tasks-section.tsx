import type { ActorRefFrom } from 'xstate';
import { Link } from 'wouter';
import { css } from '#styled-system/css';
import type { tasksMachine } from '#machines/shared/tasks/tasks.machine';
import { Card } from '#ui/components/card';
import { TaskList } from '#ui/components/task-list';

const link = css({ color: 'fg.link', textDecoration: 'underline', textStyle: 'body' });

/** 'Tareas vencidas': the company's open follow-up tasks whose due moment has passed, with 'Marcar hecha'. */
export function OverdueTasksSection({ tasksRef }: { tasksRef: ActorRefFrom<typeof tasksMachine> }) {
  return (
    <Card
      title="Tareas vencidas"
      actions={
        <Link href="/constructor/tasks" className={link}>
          Ver mis tareas
        </Link>
      }
    >
      <TaskList tasksRef={tasksRef} empty="No hay tareas vencidas." />
    </Card>
  );
}
