import { forwardRef } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Field, useFieldContext } from '@ark-ui/react/field';
import { cx } from '#styled-system/css';
import { field, input } from '#styled-system/recipes';

/** Props of {@link FormField}. */
export type FormFieldProps = {
  label: ReactNode;
  /** A validation message; its presence marks the control invalid. */
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The control: a {@link TextInput}, a {@link TextArea} or any Ark Field control. */
  children: ReactNode;
  className?: string;
};

/** Wraps one control with its label, helper text and error, wiring ids and ARIA through Ark's Field. */
export function FormField({
  label,
  error,
  helperText,
  required,
  disabled,
  children,
  className,
}: FormFieldProps) {
  const styles = field();
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      className={cx(styles.root, className)}
    >
      <div className={styles.labelRow}>
        <Field.Label className={styles.label}>{label}</Field.Label>
        {/* Outside the label so the label's text, and so the control's name, stays exactly `label`. */}
        <Field.RequiredIndicator className={styles.requiredIndicator} />
      </div>
      {children}
      {helperText !== undefined && (
        <Field.HelperText className={styles.helperText}>{helperText}</Field.HelperText>
      )}
      <Field.ErrorText className={styles.errorText}>{error}</Field.ErrorText>
    </Field.Root>
  );
}

// Native `required` would make the browser block submit with its own message before the form's Spanish
// validation runs, so requiredness is announced with aria-required instead. The error text joins the description
// because aria-errormessage alone is not read by every screen reader.
function useControlAria() {
  const context = useFieldContext();
  if (!context) return {};
  const errorId = context.getInputProps()['aria-errormessage'];
  const describedBy = [context.ariaDescribedby, errorId].filter(Boolean).join(' ');
  return {
    required: false,
    'aria-required': context.required || undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** Props of {@link TextInput}: every native input prop. */
export type TextInputProps = ComponentProps<'input'>;

/** A single-line text control; spread react-hook-form's `register(name)` onto it. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { className, ...props },
  ref
) {
  const aria = useControlAria();
  return <Field.Input ref={ref} {...aria} className={cx(input({ kind: 'line' }), className)} {...props} />;
});

/** Props of {@link TextArea}: every native textarea prop. */
export type TextAreaProps = ComponentProps<'textarea'>;

/** A multi-line text control; spread react-hook-form's `register(name)` onto it. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { className, rows = 4, ...props },
  ref
) {
  const aria = useControlAria();
  return (
    <Field.Textarea
      ref={ref}
      rows={rows}
      {...aria}
      className={cx(input({ kind: 'area' }), className)}
      {...props}
    />
  );
});

/** Props of {@link SelectInput}: every native select prop. */
export type SelectInputProps = ComponentProps<'select'>;

/** A native select labelled by its field, its error joining its description; spread `register(name)` onto it. */
export const SelectInput = forwardRef<HTMLSelectElement, SelectInputProps>(function SelectInput(props, ref) {
  const aria = useControlAria();
  return <Field.Select ref={ref} {...aria} {...props} />;
});
