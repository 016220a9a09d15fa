import { useId, useState } from 'react';
import { css } from '#styled-system/css';
import { input } from '#styled-system/recipes';
import { NearbyPlaceInputSchema, type NearbyPlaceInput } from '#domain/project-form';
import { NEARBY_PLACE_TYPES } from '#domain/statuses';
import { toOptionalNumber } from '#domain/form-values';
import { Button } from './button';
import { selectOnFocus } from './number-input';
import { SelectField } from './select';

const PLACE_TYPE_ITEMS = NEARBY_PLACE_TYPES.map((t) => ({ value: t, label: t }));

const distanceFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/** A distance in km as the detail pages show it ('0,8 km'); unknown distances say so. */
export const formatDistance = (km: number | null | undefined) =>
  km === null || km === undefined ? 'Distancia no especificada' : `${distanceFormat.format(km)} km`;

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0' }),
  item: css({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '3',
    p: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    textStyle: 'body',
  }),
  type: css({ color: 'fg.muted', textStyle: 'caption' }),
  empty: css({ color: 'fg.muted', textStyle: 'body' }),
  editor: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '2fr 1.5fr 1fr auto' },
    gap: '2',
    alignItems: 'end',
  }),
  field: css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'label' }),
  error: css({ color: 'danger.fg', textStyle: 'caption' }),
};

type Place = { name: string; type: string; distance?: number | null };

/** Nearby places of a project with their distance in km. */
export function NearbyPlacesList({ places }: { places: readonly Place[] }) {
  if (places.length === 0) return <p className={styles.empty}>Sin lugares cercanos registrados</p>;
  return (
    <ul className={styles.list} aria-label="Lugares cercanos">
      {places.map((place, index) => (
        <li key={`${place.name}-${index}`} className={styles.item}>
          <span>
            {place.name} <span className={styles.type}>· {place.type}</span>
          </span>
          <span>{formatDistance(place.distance)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link NearbyPlacesEditor}. */
export type NearbyPlacesEditorProps = {
  value: readonly NearbyPlaceInput[];
  onChange(places: NearbyPlaceInput[]): void;
  disabled?: boolean;
};

/** Adds and removes nearby places: name and type required, distance in km optional (spec §5). */
export function NearbyPlacesEditor({ value, onChange, disabled }: NearbyPlacesEditorProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [distance, setDistance] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const parsed = NearbyPlaceInputSchema.safeParse({ name, type, distance: toOptionalNumber(distance) });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Lugar no válido');
    onChange([...value, parsed.data]);
    setName('');
    setType('');
    setDistance('');
    setProblem(null);
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={styles.editor}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>Nombre del lugar</label>
          <input
            id={`${id}-name`}
            className={input({ kind: 'line' })}
            value={name}
            disabled={disabled}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <SelectField
          label="Tipo de lugar"
          items={PLACE_TYPE_ITEMS}
          value={type || null}
          placeholder="Selecciona un tipo"
          disabled={disabled}
          onValueChange={(v) => setType(v ?? '')}
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-distance`}>Distancia (km)</label>
          <input
            id={`${id}-distance`}
            className={input({ kind: 'line' })}
            type="number"
            step={0.1}
            min={0}
            value={distance}
            disabled={disabled}
            onChange={(e) => setDistance(e.target.value)}
            {...selectOnFocus()}
          />
        </div>
        <Button variant="outline" onClick={add} disabled={disabled}>
          Agregar lugar
        </Button>
      </div>
      {problem && <span className={styles.error}>{problem}</span>}
      {value.length > 0 && (
        <ul className={styles.list} aria-label="Lugares cercanos agregados">
          {value.map((place, index) => (
            <li key={`${place.name}-${index}`} className={styles.item}>
              <span>
                {place.name} <span className={styles.type}>· {place.type}</span> —{' '}
                {formatDistance(place.distance)}
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                aria-label={`Quitar ${place.name}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
