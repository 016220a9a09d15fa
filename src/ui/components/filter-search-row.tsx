import { css, cx } from '#styled-system/css';
import { input, searchBox } from '#styled-system/recipes';
import { Button } from './button';
import { CloseIcon, SearchIcon } from './icons';

const styles = {
  row: css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' }),
  // On a phone the search box takes the whole row and the button wraps below it.
  search: css({ flex: '1 1 16rem', minW: '0' }),
};

/** Props of {@link FilterSearchRow}: the typed term, and the intents the view relays to its page machine. */
export type FilterSearchRowProps = {
  draft: string;
  placeholder: string;
  label: string;
  filtering: boolean;
  onType(term: string): void;
  onSubmit(): void;
  onClear(): void;
};

/**
 * The search box and 'Limpiar filtros' above a filter panel: typing is reported as it happens (the page machine
 * owns the pause before searching), Enter searches at once, the ✕ empties and searches.
 */
export function FilterSearchRow(props: FilterSearchRowProps) {
  const { draft, placeholder, label, filtering, onType, onSubmit, onClear } = props;
  const box = searchBox();
  return (
    <div className={styles.row}>
      <div role="search" className={cx(box.root, styles.search)}>
        <span className={box.icon}>
          <SearchIcon />
        </span>
        <input
          type="search"
          value={draft}
          placeholder={placeholder}
          aria-label={label}
          className={cx(input({ kind: 'line' }), box.input)}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSubmit();
          }}
        />
        {draft !== '' && (
          <button
            type="button"
            aria-label="Limpiar búsqueda"
            className={box.clearTrigger}
            onClick={() => {
              onType('');
              onSubmit();
            }}
          >
            <CloseIcon />
          </button>
        )}
      </div>
      <Button variant="outline" size="sm" disabled={!filtering} onClick={onClear}>
        Limpiar filtros
      </Button>
    </div>
  );
}
