import type { DimonaTask } from '@jobbel/shared/engagements/dimona.schemas';
import type { TodoItem } from '../../components/todo-list';
import { t } from '../../lib/i18n';

/** "Te doen" on the employer dashboard: the Dimona still to declare or to cancel, one line to the list. */
export function dimonaTodo(tasks: DimonaTask[]): TodoItem[] {
  const count = tasks.filter(
    (task) => task.dimonaState === 'to_declare' || task.dimonaState === 'cancel_needed',
  ).length;
  return count === 0
    ? []
    : [
        {
          key: 'dimona',
          text: t('web.engagements.dimona.todoCount', { count }),
          href: '/employer-dashboard?view=dimona',
        },
      ];
}
