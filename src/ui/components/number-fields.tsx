import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { toOptionalNumber } from '#domain/form-values';
import type { NumberFieldDef } from '#domain/property-form';
import { FormField } from '#ui/components/form-field';
import { NumberInput } from '#ui/components/number-input';

const asNumber = { setValueAs: toOptionalNumber };

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
  return fields.map(({ name, label, min, step, required }) => {
    const registered = register(name as Path<T>, asNumber);
    const error = errors[name]?.message;
    return (
      <FormField
        key={name}
        label={label}
        required={required}
        error={typeof error === 'string' ? error : undefined}
        helperText={helpers[name]}
      >
        <NumberInput min={min} step={step} {...registered} disabled={disabled} />
      </FormField>
    );
  });
}
