import { css } from '#styled-system/css';
import {
  COMPANY_SORT_LABELS,
  COMPANY_SORTS,
  COMPANY_STATUS_LABELS,
  COMPANY_STATUSES,
  MANAGED_CITIES,
  MANAGED_DEPARTMENTS,
  type CompanySort,
  type CompanyStatus,
} from '#domain/company-management';
import type { CompanyFilters } from '#machines/constructor/companies-management-page/company-list-query';
import { FilterSearchRow } from '#ui/components/filter-search-row';
import { SelectField, type SelectOption } from '#ui/components/select';

/** Spec §5: 'all' means no filter. */
const ALL = 'all';
const all = (label: string): SelectOption => ({ value: ALL, label });

const STATUS_OPTIONS = [
  all('Todos los estados'),
  ...COMPANY_STATUSES.map((s) => ({ value: s, label: COMPANY_STATUS_LABELS[s] })),
];
const CITY_OPTIONS = [all('Todas las ciudades'), ...MANAGED_CITIES.map((c) => ({ value: c, label: c }))];
const DEPARTMENT_OPTIONS = [
  all('Todos los departamentos'),
  ...MANAGED_DEPARTMENTS.map((d) => ({ value: d, label: d })),
];
const SORT_OPTIONS = COMPANY_SORTS.map((s) => ({ value: s, label: COMPANY_SORT_LABELS[s] }));

const styles = {
  panel: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
    gap: '3',
    alignItems: 'end',
  }),
};

/** Props of {@link CompanyListFilters}. */
export type CompanyListFiltersProps = {
  draft: string;
  filters: CompanyFilters;
  sort: CompanySort;
  filtering: boolean;
  onType(term: string): void;
  onSubmit(): void;
  onChange(filters: Partial<Omit<CompanyFilters, 'q'>>): void;
  onSort(sort: CompanySort): void;
  onClear(): void;
};

/** Search, the status / city / department filters, 'Limpiar filtros' and the sort selector. */
export function CompanyListFilters(props: CompanyListFiltersProps) {
  const { draft, filters, sort, filtering, onType, onSubmit, onChange, onSort, onClear } = props;
  const pick = (value: string | null) => (value === null || value === ALL ? null : value);
  return (
    <section aria-label="Filtros" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <FilterSearchRow
        draft={draft}
        placeholder="Buscar por nombre, NIT, email, ciudad o persona de contacto..."
        label="Buscar empresas"
        filtering={filtering}
        onType={onType}
        onSubmit={onSubmit}
        onClear={onClear}
      />
      <div className={styles.panel}>
        <SelectField
          label="Estado"
          items={STATUS_OPTIONS}
          value={filters.status ?? ALL}
          onValueChange={(v) => onChange({ status: pick(v) as CompanyStatus | null })}
        />
        <SelectField
          label="Ciudad"
          items={CITY_OPTIONS}
          value={filters.city ?? ALL}
          onValueChange={(v) => onChange({ city: pick(v) })}
        />
        <SelectField
          label="Departamento"
          items={DEPARTMENT_OPTIONS}
          value={filters.department ?? ALL}
          onValueChange={(v) => onChange({ department: pick(v) })}
        />
        <SelectField
          label="Ordenar por"
          items={SORT_OPTIONS}
          value={sort}
          onValueChange={(v) => v && onSort(v as CompanySort)}
        />
      </div>
    </section>
  );
}
