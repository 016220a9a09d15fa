import type { ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { card, statCard } from '#styled-system/recipes';

/** Props of {@link Card}. */
export type CardProps = {
  /** Shown as the card's heading; a string becomes an h2. */
  title?: ReactNode;
  /** Buttons or links on the right of the header. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** A white panel with an optional header holding a title and actions. */
export function Card({ title, actions, children, className }: CardProps) {
  const styles = card();
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <section className={cx(styles.root, className)}>
      {hasHeader && (
        <div className={styles.header}>
          {typeof title === 'string' ? <h2 className={styles.title}>{title}</h2> : title}
          {actions !== undefined && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children !== undefined && <div className={styles.body}>{children}</div>}
    </section>
  );
}

/** Props of {@link StatCard}. */
export type StatCardProps = {
  /** What the figure counts; also the card's accessible name. */
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  /** A short note under the figure. */
  hint?: string;
  className?: string;
};

// Beyond this many characters a figure no longer fits a quarter-width card at the full stat size.
const LONG_FIGURE = 9;
const isLong = (value: ReactNode) => typeof value === 'string' && value.length > LONG_FIGURE;

/** One key figure with its label, findable as `getByRole('group', { name: label })`. */
export function StatCard({ label, value, icon, hint, className }: StatCardProps) {
  const styles = statCard();
  return (
    <div role="group" aria-label={label} className={cx(styles.root, className)}>
      {icon !== undefined && <div className={styles.icon}>{icon}</div>}
      <div className={styles.text}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value} data-long={isLong(value) || undefined}>
          {value}
        </span>
        {hint && <span className={styles.hint}>{hint}</span>}
      </div>
    </div>
  );
}
