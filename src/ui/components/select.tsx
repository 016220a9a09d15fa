import { useId, useMemo } from 'react';
import { Portal } from '@ark-ui/react/portal';
import { Select, createListCollection } from '@ark-ui/react/select';
import { cx } from '#styled-system/css';
import { field, select } from '#styled-system/recipes';
import { CheckIcon, ChevronDownIcon } from './icons';

/** One choice of a {@link SelectField}. */
export type SelectOption = { value: string; label: string };

/** Props of {@link SelectField}. */
export type SelectFieldProps = {
  label: string;
  items: SelectOption[];
  /** The chosen value, or null for none. */
  value: string | null;
  onValueChange(value: string | null): void;
  placeholder?: string;
  disabled?: boolean;
  /** Marks the choice as required (an asterisk beside the label, aria-required on the trigger). */
  required?: boolean;
  error?: string;
  /** Adds a hidden native select of this name so the value is also submitted with a plain form. */
  name?: string;
  /** Replaces what the trigger shows, e.g. 'Actualizando...' while a change is applied. */
  valueText?: string;
  className?: string;
};

/**
 * A single-choice dropdown on Ark's Select: the trigger is a combobox named by `label`, the list holds options,
 * and it is operable with mouse, arrows, Enter and typeahead.
 */
export function SelectField({
  label,
  items,
  value,
  onValueChange,
  placeholder,
  disabled,
  required,
  error,
  name,
  valueText,
  className,
}: SelectFieldProps) {
  const styles = select();
  const fieldStyles = field();
  const errorId = useId();
  const collection = useMemo(() => createListCollection({ items }), [items]);
  return (
    <Select.Root
      collection={collection}
      value={value === null ? [] : [value]}
      onValueChange={(details) => onValueChange(details.value[0] ?? null)}
      disabled={disabled}
      invalid={Boolean(error)}
      name={name}
      positioning={{ sameWidth: true }}
      className={cx(styles.root, className)}
    >
      <div className={fieldStyles.labelRow}>
        <Select.Label className={styles.label}>{label}</Select.Label>
        {/* Outside the label so the combobox's name stays exactly `label`. */}
        {required && (
          <span aria-hidden className={fieldStyles.requiredIndicator}>
            *
          </span>
        )}
      </div>
      <Select.Control className={styles.control}>
        <Select.Trigger
          className={styles.trigger}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
        >
          <Select.ValueText className={styles.valueText} placeholder={placeholder}>
            {valueText}
          </Select.ValueText>
          <Select.Indicator className={styles.indicator}>
            <ChevronDownIcon />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      {error && (
        <span id={errorId} className={fieldStyles.errorText}>
          {error}
        </span>
      )}
      <Portal>
        <Select.Positioner className={styles.positioner}>
          <Select.Content className={styles.content}>
            {collection.items.map((item) => (
              <Select.Item key={item.value} item={item} className={styles.item}>
                <Select.ItemText className={styles.itemText}>{item.label}</Select.ItemText>
                <Select.ItemIndicator className={styles.itemIndicator}>
                  <CheckIcon />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
      {name !== undefined && <Select.HiddenSelect />}
    </Select.Root>
  );
}
