import type { FocusEvent, MouseEvent, ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { toOptionalNumber } from '#domain/form-values';
import type { NumberFieldDef } from '#domain/property-form';
import { FormField, TextInput } from '#ui/components/form-field';

const asNumber = { setValueAs: toOptionalNumber };

// Inputs focused by a click whose mouseup has not come yet.
const clickFocused = new WeakSet<EventTarget>();

// Typing into a number field replaces what it held (users typed 20 into a field showing 24 and got 2420): the
// content is selected on focus, and the mouseup that ends a click is kept from collapsing that selection again.
const selectOnFocus = {
  onFocus: (e: FocusEvent<HTMLInputElement>) => {
    e.currentTarget.select();
    clickFocused.add(e.currentTarget);
  },
  onMouseUp: (e: MouseEvent<HTMLInputElement>) => {
    if (clickFocused.delete(e.currentTarget)) e.preventDefault();
  },
};

/** Props of {@link NumberFields}. */
export type NumberFieldsProps<T extends FieldValues> = {
  fields: readonly NumberFieldDef[];
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  disabled: boolean;
  /** A hint under a field, by field name. */
  helpers?: Partial<Record<string, ReactNode>>;
};

/** The number inputs of a form from their definitions, each reading blank as null and keeping every digit. */
export function NumberFields<T extends FieldValues>({
  fields,
  register,
  errors,
  disabled,
  helpers = {},
}: NumberFieldsProps<T>) {
  return fields.map(({ name, label, min, step }) => {
    const { onBlur, ...registered } = register(name as Path<T>, asNumber);
    const error = errors[name]?.message;
    return (
      <FormField
        key={name}
        label={label}
        error={typeof error === 'string' ? error : undefined}
        helperText={helpers[name]}
      >
        <TextInput
          type="number"
          min={min}
          step={step}
          {...registered}
          {...selectOnFocus}
          onBlur={(e) => {
            clickFocused.delete(e.currentTarget);
            return onBlur(e);
          }}
          disabled={disabled}
        />
      </FormField>
    );
  });
}
