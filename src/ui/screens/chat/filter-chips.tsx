import { css } from '#styled-system/css';
import type { SlotChip } from '#domain/chat-slots';
import { CloseIcon } from '#ui/components/icons';
import { fill, useChatTexts } from './chat-texts';

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  chip: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    pl: '3',
    pr: '1.5',
    py: '1',
    borderRadius: 'full',
    bg: 'accent.muted',
    color: 'accent.fg',
    fontSize: 'xs',
    fontWeight: 'medium',
  }),
  remove: css({
    display: 'inline-flex',
    borderRadius: 'full',
    p: '0.5',
    cursor: 'pointer',
    _hover: { bg: 'accent.mutedHover' },
    _disabled: { cursor: 'not-allowed', opacity: 0.5 },
  }),
};

type Props = { chips: readonly SlotChip[]; disabled: boolean; onRemove(chip: SlotChip): void };

/** The filters the assistant understood; removing one asks the assistant to drop it (a refinement). */
export function FilterChips({ chips, disabled, onRemove }: Props) {
  const t = useChatTexts();
  if (chips.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t.understoodFilters}>
      {chips.map((chip) => (
        <li key={chip.key} className={styles.chip}>
          {chip.label}
          <button
            type="button"
            className={styles.remove}
            aria-label={fill(t.removeFilter, { label: chip.label })}
            disabled={disabled}
            onClick={() => onRemove(chip)}
          >
            <CloseIcon size={12} />
          </button>
        </li>
      ))}
    </ul>
  );
}
