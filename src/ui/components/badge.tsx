import type { ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { badge } from '#styled-system/recipes';

/** Colour families of {@link Badge}. */
export type BadgeTone = 'green' | 'gray' | 'blue' | 'red' | 'yellow' | 'purple';

/** Props of {@link Badge}. */
export type BadgeProps = { tone: BadgeTone; children: ReactNode; className?: string };

/** A small status pill whose text carries the meaning, the colour only reinforces it. */
export function Badge({ tone, children, className }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)}>{children}</span>;
}
