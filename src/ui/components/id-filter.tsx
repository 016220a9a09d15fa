import { css } from '#styled-system/css';

const filterStyle = css({
  h: '10',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'bg',
});

type Props = {
  /** The select's accessible name, e.g. 'Proyecto'. */
  label: string;
  /** The first option, meaning no filter, e.g. 'Todos los proyectos'. */
  allLabel: string;
  value: number | null;
  options: readonly { id: number; name: string }[];
  onChange(id: number | null): void;
};

/** A list page's "all, or one of these" filter: sends the chosen id, or null for all. */
export function IdFilter({ label, allLabel, value, options, onChange }: Props) {
  return (
    <select
      aria-label={label}
      className={filterStyle}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </select>
  );
}
