import { css } from '#styled-system/css';
import {
  CONSTRUCTION_STAGE_LABELS,
  CONSTRUCTION_STAGES,
  CONSTRUCTOR_CITIES,
  type ConstructionStage,
} from '#domain/construction';
import { PRICE_BUCKETS, type PriceBucketId } from '#domain/price-buckets';
import type { ListFilters } from '#machines/constructor/constructor-projects-page/list-query';
import { FilterSearchRow } from '#ui/components/filter-search-row';
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
  const pick = <T extends string>(value: string | null) =>
    value === null || value === ALL ? null : (value as T);
  return (
    <section aria-label="Filtros" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <FilterSearchRow
        draft={draft}
        placeholder="Buscar por nombre, ubicación o desarrollador..."
        label="Buscar proyectos"
        filtering={filtering}
        onType={onType}
        onSubmit={onSubmit}
        onClear={onClear}
      />
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
