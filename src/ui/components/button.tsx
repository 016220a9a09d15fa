import type { AnchorHTMLAttributes, ComponentProps } from 'react';
import { Link } from 'wouter';
import { cx } from '#styled-system/css';
import { button, spinner } from '#styled-system/recipes';

/** Looks shared by {@link Button} and {@link ButtonLink}. */
export type ButtonLook = {
  variant?: 'solid' | 'outline' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
};

/** Props of {@link Button}: every native button prop plus its look and a loading flag. */
export type ButtonProps = ComponentProps<'button'> &
  ButtonLook & {
    /** Disables the button and shows a small spinner before its label. */
    loading?: boolean;
  };

/** The portal's button; `type` defaults to 'button' so it never submits a form by accident. */
export function Button({
  variant = 'solid',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(button({ variant, size }), className)}
      {...props}
    >
      {loading && <span aria-hidden="true" className={spinner({ size: 'sm' })} />}
      {children}
    </button>
  );
}

/** Props of {@link ButtonLink}: an in-app destination plus anchor props and the button look. */
export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> &
  ButtonLook & {
    href: string;
    className?: string;
  };

/** A client-side navigation link that looks like a {@link Button}. */
export function ButtonLink({
  href,
  variant = 'solid',
  size = 'md',
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <Link href={href} className={cx(button({ variant, size }), className)} {...props}>
      {children}
    </Link>
  );
}
