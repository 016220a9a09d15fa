import { css, cx } from '#styled-system/css';
import { spinner } from '#styled-system/recipes';

/** Props of {@link Spinner}. */
export type SpinnerProps = {
  /** Announced and shown next to the ring. */
  text?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** A loading indicator that screen readers announce through its visible text. */
export function Spinner({ text = 'Cargando...', size = 'md', className }: SpinnerProps) {
  return (
    <div
      role="status"
      className={cx(
        css({
          display: 'flex',
          flexDirection: size === 'lg' ? 'column' : 'row',
          alignItems: 'center',
          justifyContent: 'center',
          gap: '3',
          p: size === 'lg' ? '10' : '2',
          color: 'fg.muted',
          textStyle: 'body',
        }),
        className
      )}
    >
      <span aria-hidden="true" className={cx(spinner({ size }), css({ color: 'accent.solid' }))} />
      <span>{text}</span>
    </div>
  );
}
