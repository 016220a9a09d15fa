import { cx } from '#styled-system/css';
import { pagination } from '#styled-system/recipes';
import { pageItems } from '#domain/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** Props of {@link Pagination}. */
export type PaginationProps = {
  /** The current page, counted from 1. */
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  className?: string;
};

/**
 * The page bar under a paginated list: 'Anterior', page numbers with gaps, 'Siguiente'. Renders nothing when
 * everything fits on one page. Page buttons are named 'Página N' and the current one has aria-current="page".
 */
export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;
  const styles = pagination();
  return (
    <nav aria-label="Paginación" className={cx(styles.root, className)}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.prevTrigger}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon />
            Anterior
          </button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className={styles.ellipsis}>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.item}
                aria-label={`Página ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => {
                  if (item !== page) onPageChange(item);
                }}
              >
                {item}
              </button>
            </li>
          )
        )}
        <li>
          <button
            type="button"
            className={styles.nextTrigger}
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            Siguiente
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
