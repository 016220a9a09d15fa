import { createContext, useContext, type ComponentProps } from 'react';
import { cx } from '#styled-system/css';
import { table } from '#styled-system/recipes';

const plain = table();
const stacked = table({ stacked: true });
const unscrolled = table({ scroller: false });
// Rows and cells take the look of the table they are in.
const StylesContext = createContext(plain);

/** Props of {@link Table}: its accessible name is required, since its scroller is named after it. */
export type TableProps = ComponentProps<'table'> & {
  'aria-label': string;
  stacked?: boolean;
  /** false for a table no one sees scroll (visually hidden): its wrapper neither scrolls nor takes focus. */
  scroller?: boolean;
};

/**
 * A data table inside a wrapper that scrolls sideways on narrow screens; `stacked` turns each row into a card of
 * labelled lines below 768 px instead (give each cell its column's `label`). The wrapper is a named region in the
 * tab order, so a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1).
 */
export function Table({ className, stacked: isStacked = false, scroller = true, ...props }: TableProps) {
  const styles = isStacked ? stacked : scroller ? plain : unscrolled;
  return (
    <StylesContext.Provider value={styles}>
      {scroller ? (
        <div className={styles.wrapper} role="region" aria-label={props['aria-label']} tabIndex={0}>
          <table className={cx(styles.root, className)} {...props} />
        </div>
      ) : (
        <div className={styles.wrapper}>
          <table className={cx(styles.root, className)} {...props} />
        </div>
      )}
    </StylesContext.Provider>
  );
}

/** The table's header row group. */
export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cx(useContext(StylesContext).head, className)} {...props} />;
}

/** The table's body row group. */
export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cx(useContext(StylesContext).body, className)} {...props} />;
}

/** One table row. */
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cx(useContext(StylesContext).row, className)} {...props} />;
}

/** A column header cell; `scope` defaults to 'col'. */
export function TableHeader({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} className={cx(useContext(StylesContext).header, className)} {...props} />;
}

/** A data cell; `label` names its column on the cards of a stacked table. */
export function TableCell({ className, label, ...props }: ComponentProps<'td'> & { label?: string }) {
  return <td data-label={label} className={cx(useContext(StylesContext).cell, className)} {...props} />;
}
