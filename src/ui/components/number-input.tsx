import { forwardRef, type FocusEvent, type MouseEvent } from 'react';
import { TextInput, type TextInputProps } from '#ui/components/form-field';

// Inputs focused by a click whose mouseup has not come yet.
const clickFocused = new WeakSet<EventTarget>();

type SelectionHandlers = {
  onFocus?: (e: FocusEvent<HTMLInputElement>) => void;
  onMouseUp?: (e: MouseEvent<HTMLInputElement>) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => unknown;
};

/**
 * Focus handlers that select an input's whole content, so what the user types replaces it instead of joining it.
 * The mouseup that ends the focusing click would collapse the selection again, so it is held back.
 */
export function selectOnFocus({ onFocus, onMouseUp, onBlur }: SelectionHandlers = {}) {
  return {
    onFocus: (e: FocusEvent<HTMLInputElement>) => {
      e.currentTarget.select();
      clickFocused.add(e.currentTarget);
      onFocus?.(e);
    },
    onMouseUp: (e: MouseEvent<HTMLInputElement>) => {
      if (clickFocused.delete(e.currentTarget)) e.preventDefault();
      onMouseUp?.(e);
    },
    onBlur: (e: FocusEvent<HTMLInputElement>) => {
      clickFocused.delete(e.currentTarget);
      return onBlur?.(e);
    },
  };
}

/**
 * A number input whose content is selected on focus, so typing replaces it: users typed 20 into a field showing
 * 24 and got 2420.
 */
export const NumberInput = forwardRef<HTMLInputElement, Omit<TextInputProps, 'type'>>(function NumberInput(
  { onFocus, onMouseUp, onBlur, ...props },
  ref
) {
  return <TextInput ref={ref} type="number" {...props} {...selectOnFocus({ onFocus, onMouseUp, onBlur })} />;
});
