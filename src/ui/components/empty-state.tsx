import type { ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { emptyState } from '#styled-system/recipes';

/** Props of {@link EmptyState}. */
export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  /** Usually a link or button to create the first item. */
  action?: ReactNode;
  className?: string;
};

/** What a list shows when it has nothing to list, with a way forward. */
export function EmptyState({ title, description, action, className }: EmptyStateProps) {
  const styles = emptyState();
  return (
    <div className={cx(styles.root, className)}>
      <h2 className={styles.title}>{title}</h2>
      {description !== undefined && <div className={styles.description}>{description}</div>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
