import { useEffect, useRef, useState } from 'react';
import { cx } from '#styled-system/css';
import { input, searchBox } from '#styled-system/recipes';
import { CloseIcon, SearchIcon } from './icons';

/** Props of {@link SearchBox}. */
export type SearchBoxProps = {
  placeholder: string;
  /** Receives the typed text once typing pauses, at once on Enter, and '' when cleared. */
  onSearch(term: string): void;
  /**
   * Every keystroke's text, at once, for a page machine that owns the pause itself: the box then keeps no timer and
   * calls `onSearch` only on Enter and when cleared.
   */
  onInput?(term: string): void;
  debounceMs?: number;
  initialValue?: string;
  /** Accessible name; defaults to the placeholder. */
  label?: string;
  className?: string;
};

/** A search field that reports its text after a pause in typing, with a 'Limpiar búsqueda' button. */
export function SearchBox({
  placeholder,
  onSearch,
  onInput,
  debounceMs = 300,
  initialValue = '',
  label,
  className,
}: SearchBoxProps) {
  const styles = searchBox();
  const [value, setValue] = useState(initialValue);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callback is read when the timer fires, so a parent re-render does not restart the wait.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (term: string) => {
    clearTimeout(timer.current);
    onSearchRef.current(term);
  };

  return (
    <div role="search" className={cx(styles.root, className)}>
      <span className={styles.icon}>
        <SearchIcon />
      </span>
      <input
        ref={inputRef}
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={label ?? placeholder}
        className={cx(input({ kind: 'line' }), styles.input)}
        onChange={(event) => {
          const term = event.target.value;
          setValue(term);
          if (onInput) return onInput(term);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSearchRef.current(term), debounceMs);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') searchNow(value);
        }}
      />
      {value !== '' && (
        <button
          type="button"
          aria-label="Limpiar búsqueda"
          className={styles.clearTrigger}
          onClick={() => {
            setValue('');
            onInput?.('');
            searchNow('');
            inputRef.current?.focus();
          }}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
