import type { ComponentProps } from 'react';
import { cx } from '#styled-system/css';
import { table } from '#styled-system/recipes';

// The recipe has no variants, so its class names are computed once.
const styles = table();

/** A data table inside a wrapper that scrolls sideways on narrow screens. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className={styles.wrapper}>
      <table className={cx(styles.root, className)} {...props} />
    </div>
  );
}

/** The table's header row group. */
export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cx(styles.head, className)} {...props} />;
}

/** The table's body row group. */
export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cx(styles.body, className)} {...props} />;
}

/** One table row. */
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cx(styles.row, className)} {...props} />;
}

/** A column header cell; `scope` defaults to 'col'. */
export function TableHeader({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} className={cx(styles.header, className)} {...props} />;
}

/** A data cell. */
export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cx(styles.cell, className)} {...props} />;
}
