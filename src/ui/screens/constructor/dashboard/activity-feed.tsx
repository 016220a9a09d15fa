import { css, cx } from '#styled-system/css';
import type { ActivityLook } from '#domain/construction';
import type { Activity } from '#domain/constructor-workspace';
import { formatLeadDate } from '#domain/format';
import type { StatusTone } from '#domain/statuses';
import { Badge } from '#ui/components/badge';
import { EmptyState } from '#ui/components/empty-state';
import { ActivityIcon } from './activity-icon';

const ICON_TONES: Record<StatusTone, string> = {
  green: css({ bg: 'green.50', color: 'green.800' }),
  blue: css({ bg: 'brand.50', color: 'brand.700' }),
  yellow: css({ bg: 'amber.50', color: 'amber.800' }),
  gray: css({ bg: 'gray.100', color: 'gray.700' }),
  red: css({ bg: 'red.50', color: 'red.700' }),
  purple: css({ bg: 'purple.50', color: 'purple.800' }),
};

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  item: css({ display: 'flex', gap: '3', minW: '0' }),
  icon: css({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '9',
    h: '9',
    borderRadius: 'full',
  }),
  text: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0', textStyle: 'body' }),
  badge: css({ alignSelf: 'flex-start' }),
  title: css({ fontWeight: 'medium', overflowWrap: 'anywhere' }),
  muted: css({ color: 'fg.muted', textStyle: 'caption', overflowWrap: 'anywhere' }),
};

type Entry = Activity & { look: ActivityLook };

/** The latest entries of the activity log, newest first, each with its type's label, icon and colour. */
export function ActivityFeed({ activities }: { activities: Entry[] }) {
  if (activities.length === 0) return <EmptyState title="No hay actividad reciente" />;
  return (
    <ul className={styles.list} aria-label="Actividad reciente">
      {activities.map((a) => (
        <li key={a.id} className={styles.item}>
          <span className={cx(styles.icon, ICON_TONES[a.look.tone])}>
            <ActivityIcon name={a.look.icon} />
          </span>
          <div className={styles.text}>
            <Badge tone={a.look.tone} className={styles.badge}>
              {a.look.label}
            </Badge>
            <span className={styles.title}>{a.title}</span>
            {a.description && <span>{a.description}</span>}
            <span className={styles.muted}>
              {[a.project_name, a.created_by_name, formatLeadDate(a.created_at)].filter(Boolean).join(' · ')}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
