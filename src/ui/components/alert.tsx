import type { ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { alert } from '#styled-system/recipes';
import { AlertIcon, CheckCircleIcon, InfoIcon } from './icons';

/** Kinds of {@link Alert}. */
export type AlertTone = 'error' | 'warning' | 'info' | 'success';

/** Props of {@link Alert}. */
export type AlertProps = {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button such as 'Reintentar', placed at the end. */
  action?: ReactNode;
  className?: string;
};

const ICONS: Record<AlertTone, ReactNode> = {
  error: <AlertIcon />,
  warning: <AlertIcon />,
  info: <InfoIcon />,
  success: <CheckCircleIcon />,
};

/** An inline message; errors and warnings interrupt screen readers (role alert), notices wait (role status). */
export function Alert({ tone, title, children, action, className }: AlertProps) {
  const styles = alert({ tone });
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cx(styles.root, className)}
    >
      <span className={styles.icon}>{ICONS[tone]}</span>
      <div className={styles.content}>
        {title !== undefined && <p className={styles.title}>{title}</p>}
        {children !== undefined && <div className={styles.description}>{children}</div>}
      </div>
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
