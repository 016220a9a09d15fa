import { css, cx } from '#styled-system/css';
import { input, searchBox } from '#styled-system/recipes';
import {
  CONSTRUCTION_STAGE_LABELS,
  CONSTRUCTION_STAGES,
  CONSTRUCTOR_CITIES,
  type ConstructionStage,
} from '#domain/construction';
import { PRICE_BUCKETS, type PriceBucketId } from '#domain/price-buckets';
import type { ListFilters } from '#machines/constructor-projects-page/list-query';
import { Button } from '#ui/components/button';
import { CloseIcon, SearchIcon } from '#ui/components/icons';
import { SelectField, type SelectOption } from '#ui/components/select';

/** The "all" choice of every filter; the machine reads it as no filter. */
const ALL = 'todos';
const all = (label: string): SelectOption => ({ value: ALL, label });

const STAGE_OPTIONS = [
  all('Todas las etapas'),
  ...CONSTRUCTION_STAGES.map((s) => ({ value: s, label: CONSTRUCTION_STAGE_LABELS[s] })),
];
const CITY_OPTIONS = [all('Todas las ciudades'), ...CONSTRUCTOR_CITIES.map((c) => ({ value: c, label: c }))];
const PRICE_OPTIONS = [
  all('Todos los precios'),
  ...PRICE_BUCKETS.map((b) => ({ value: b.id, label: b.label })),
];

const styles = {
  panel: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
    gap: '3',
    alignItems: 'end',
  }),
  row: css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' }),
  // On a phone the search box takes the whole row and the button wraps below it.
  search: css({ flex: '1 1 16rem', minW: '0' }),
};

/** Props of {@link ProjectListFilters}: what the page machine holds, and the intents the view sends. */
export type ProjectListFiltersProps = {
  draft: string;
  filters: ListFilters;
  filtering: boolean;
  onType(term: string): void;
  onSubmit(): void;
  onChange(filters: Partial<Omit<ListFilters, 'q'>>): void;
  onClear(): void;
};

/** The Lista view's search box and filter panel; the pause before searching is the page machine's. */
export function ProjectListFilters({
  draft,
  filters,
  filtering,
  onType,
  onSubmit,
  onChange,
  onClear,
}: ProjectListFiltersProps) {
  const box = searchBox();
  const pick = <T extends string>(value: string | null) =>
    value === null || value === ALL ? null : (value as T);
  return (
    <section aria-label="Filtros" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={styles.row}>
        <div role="search" className={cx(box.root, styles.search)}>
          <span className={box.icon}>
            <SearchIcon />
          </span>
          <input
            type="search"
            value={draft}
            placeholder="Buscar por nombre, ubicación o desarrollador..."
            aria-label="Buscar proyectos"
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
      <div className={styles.panel}>
        <SelectField
          label="Etapa"
          items={STAGE_OPTIONS}
          value={filters.stage ?? ALL}
          onValueChange={(v) => onChange({ stage: pick<ConstructionStage>(v) })}
        />
        <SelectField
          label="Ciudad"
          items={CITY_OPTIONS}
          value={filters.city ?? ALL}
          onValueChange={(v) => onChange({ city: pick(v) })}
        />
        <SelectField
          label="Rango de precio"
          items={PRICE_OPTIONS}
          value={filters.priceBucket ?? ALL}
          onValueChange={(v) => onChange({ priceBucket: pick<PriceBucketId>(v) })}
        />
      </div>
    </section>
  );
}
