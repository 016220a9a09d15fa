import { useId, useState, type ReactNode } from 'react';
import { css } from '#styled-system/css';
import { input } from '#styled-system/recipes';
import type { Amenity, AmenityCategory } from '#domain/amenity';
import { customAmenityFlag, customAmenityLabel } from '#domain/amenity';
import { Alert } from './alert';
import { Button } from './button';

// Spec §9: known amenities have an icon, any other one a generic sparkle. Line drawings on a 24-unit grid, like the
// portal's other icons, so they render the same everywhere (emoji fonts are not installed on every machine).
const ICONS: Readonly<Record<string, ReactNode>> = {
  balcon: <path d="M4 20h16M6 20v-6h12v6M9 14v6M12 14v6M15 14v6M8 14V4h8v10" />,
  terraza: <path d="M12 20v-8m0 0c0-4 3-6 6-6 0 4-3 6-6 6zm0 2c0-3-2-5-5-5 0 3 2 5 5 5zM8 20h8" />,
  aire_acondicionado: <path d="M12 2v20M4.9 4.9l14.2 14.2M2 12h20M4.9 19.1 19.1 4.9" />,
  calefaccion: <path d="M12 22c4 0 7-3 7-7 0-5-4-7-5-11-1 3-3 4-3 7-1-1-2-2-2-4-2 2-3 5-3 8 0 4 2 7 6 7z" />,
  ascensor: <path d="M5 3h14v18H5zM9 10l3-3 3 3M9 14l3 3 3-3" />,
  parqueadero: <path d="M4 13l2-6h12l2 6v4H4zM6 17v2M18 17v2M7.5 14h.01M16.5 14h.01" />,
  seguridad: <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />,
  mascotas: (
    <>
      <path d="M12 21c-3 0-5-1.8-5-4 0-2.8 2.6-5 5-5s5 2.2 5 5c0 2.2-2 4-5 4z" />
      <circle cx="5.5" cy="10" r="1.5" />
      <circle cx="9" cy="5.5" r="1.5" />
      <circle cx="15" cy="5.5" r="1.5" />
      <circle cx="18.5" cy="10" r="1.5" />
    </>
  ),
  jardin: <path d="M12 22v-6m0 0a5 5 0 0 0 5-5 5 5 0 0 0-5-9 5 5 0 0 0-5 9 5 5 0 0 0 5 5z" />,
  bbq: <path d="M4 10h16a8 8 0 0 1-16 0zM8 18l-2 4M16 18l2 4M12 18v4M9 6c0-1 1-1 1-2M13 6c0-1 1-1 1-2" />,
  lavanderia: (
    <>
      <path d="M4 2h16v20H4zM7 5h.01" />
      <circle cx="12" cy="13" r="5" />
    </>
  ),
  gimnasio: <path d="M6 6v12M18 6v12M3 9v6M21 9v6M6 12h12" />,
  piscina: (
    <path d="M2 18c2 0 2 1.5 4 1.5S8 18 10 18s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5M8 15V5a2 2 0 0 1 4 0M16 15V5a2 2 0 0 0-4 0M8 9h8" />
  ),
  spa: <path d="M12 2s7 7 7 12a7 7 0 0 1-14 0c0-5 7-12 7-12z" />,
  sala_comun: <path d="M4 11V8a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v3M2 11h20v6H2zM4 17v2M20 17v2" />,
  bicicletero: (
    <>
      <circle cx="5.5" cy="17.5" r="3.5" />
      <circle cx="18.5" cy="17.5" r="3.5" />
      <path d="M5.5 17.5 9 10h6l3.5 7.5M9 10l3 7.5 3-7.5M12 6h3" />
    </>
  ),
  zona_infantil: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a15 15 0 0 1 0 18" />
    </>
  ),
  salon_social: <path d="M8 22h8M12 15v7M5 3h14l-7 12z" />,
  cancha: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7l4 3-1.5 5h-5L8 10z" />
    </>
  ),
  coworking: <path d="M4 6h16v10H4zM2 20h20" />,
  parqueadero_visitantes: <path d="M4 3h16v18H4zM9 17V7h4a3 3 0 0 1 0 6H9" />,
};
const GENERIC_ICON = <path d="M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />;

/** The icon of an amenity code (a generic sparkle for codes without their own); decoration next to its name. */
export function AmenityIcon({ code, size = 16 }: { code: string; size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[code] ?? GENERIC_ICON}
    </svg>
  );
}

const SECTION_TITLES: Record<AmenityCategory, string> = {
  Comunal: 'Amenidades comunales',
  Privada: 'Amenidades privadas',
};

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' }),
  legend: css({ textStyle: 'label', mb: '2' }),
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
    gap: '2',
  }),
  option: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    p: '2',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'control',
    textStyle: 'body',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
  }),
  empty: css({ textStyle: 'body', color: 'fg.muted' }),
  customRow: css({ display: 'flex', gap: '2', alignItems: 'center' }),
  chips: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0' }),
  chip: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '1',
    bg: 'accent.muted',
    color: 'accent.fg',
    borderRadius: 'full',
    textStyle: 'caption',
  }),
  chipButton: css({ cursor: 'pointer', fontWeight: 'bold', px: '1' }),
};

/** Free-text amenities of a property, sent as `custom_<text>` flags (spec §3). */
export type CustomAmenities = {
  flags: readonly string[];
  onAdd(flag: string): void;
  onRemove(flag: string): void;
};

/** Props of {@link AmenityPicker}. */
export type AmenityPickerProps = {
  /** The catalogue from `GET /amenities`. */
  amenities: readonly Amenity[];
  /** The sections to show, e.g. ['Comunal'] for a project, ['Privada'] for a unit. */
  categories: readonly AmenityCategory[];
  /** Codes of the chosen catalogue amenities. */
  selected: readonly string[];
  onToggle(code: string, chosen: boolean): void;
  /** Offers free-text entries when given. */
  custom?: CustomAmenities;
  /** Why the catalogue could not be loaded (spec §8 'Error al cargar las amenidades'). */
  loadError?: string | null;
  disabled?: boolean;
};

/** Checkboxes of the amenity catalogue by category, with icons, plus optional custom entries. */
export function AmenityPicker({
  amenities,
  categories,
  selected,
  onToggle,
  custom,
  loadError,
  disabled,
}: AmenityPickerProps) {
  const customId = useId();
  const [draft, setDraft] = useState('');
  const addCustom = () => {
    if (!custom || draft.trim() === '') return;
    const flag = customAmenityFlag(draft);
    if (!custom.flags.includes(flag)) custom.onAdd(flag);
    setDraft('');
  };
  return (
    <div className={styles.root}>
      {loadError && (
        <Alert tone="error" title="Error al cargar las amenidades">
          {loadError}
        </Alert>
      )}
      {categories.map((category) => {
        const items = amenities.filter((a) => a.category === category);
        return (
          <fieldset key={category} className={styles.section}>
            <legend className={styles.legend}>{SECTION_TITLES[category]}</legend>
            {items.length === 0 ? (
              <p className={styles.empty}>No hay amenidades disponibles para esta categoría</p>
            ) : (
              <div className={styles.grid}>
                {items.map((amenity) => (
                  <label key={amenity.code} className={styles.option}>
                    <input
                      type="checkbox"
                      checked={selected.includes(amenity.code)}
                      disabled={disabled}
                      onChange={(e) => onToggle(amenity.code, e.target.checked)}
                    />
                    <AmenityIcon code={amenity.code} />
                    {amenity.name}
                  </label>
                ))}
              </div>
            )}
          </fieldset>
        );
      })}
      {custom && (
        <div className={styles.section}>
          <label htmlFor={customId} className={styles.legend}>
            Otra amenidad
          </label>
          <div className={styles.customRow}>
            <input
              id={customId}
              className={input({ kind: 'line' })}
              placeholder="Ej: Vista al mar"
              value={draft}
              disabled={disabled}
              maxLength={100}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addCustom();
                }
              }}
            />
            <Button variant="outline" onClick={addCustom} disabled={disabled || draft.trim() === ''}>
              Agregar amenidad
            </Button>
          </div>
          {custom.flags.length > 0 && (
            <ul className={styles.chips} aria-label="Amenidades personalizadas">
              {custom.flags.map((flag) => (
                <li key={flag} className={styles.chip}>
                  <AmenityIcon code={flag} />
                  {customAmenityLabel(flag)}
                  <button
                    type="button"
                    className={styles.chipButton}
                    aria-label={`Quitar ${customAmenityLabel(flag)}`}
                    disabled={disabled}
                    onClick={() => custom.onRemove(flag)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** A read-only list of amenities with their icons (detail pages). */
export function AmenityList({ items }: { items: readonly { code: string; label: string }[] }) {
  if (items.length === 0) return <p className={styles.empty}>Sin amenidades registradas</p>;
  return (
    <ul className={styles.chips} aria-label="Amenidades">
      {items.map((item) => (
        <li key={item.code} className={styles.chip}>
          <AmenityIcon code={item.code} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
