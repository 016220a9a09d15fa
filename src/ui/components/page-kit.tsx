import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import type { IconProps } from '#ui/components/icons';

// Layout pieces shared by the company, companies and admin screens.

export const pageStyles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  header: css({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: '4',
    flexWrap: 'wrap',
  }),
  title: css({ textStyle: 'heading.page' }),
  subtitle: css({ color: 'fg.muted', textStyle: 'body' }),
  actions: css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' }),
  stats: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', xl: 'repeat(4, 1fr)' },
    gap: '4',
  }),
  cards: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' },
    gap: '4',
  }),
  columns: css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, gap: '6' }),
  breadcrumb: css({ display: 'flex', gap: '2', color: 'fg.muted', textStyle: 'body' }),
  link: css({ color: 'fg.link', textDecoration: 'underline', _hover: { color: 'accent.solidHover' } }),
};

const dl = {
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'minmax(9rem, auto) 1fr' },
    gap: '2 4',
  }),
  term: css({ color: 'fg.muted', textStyle: 'body' }),
  detail: css({ textStyle: 'body', overflowWrap: 'anywhere' }),
};

/** One labelled value of a {@link DetailList}. */
export type Detail = { label: string; value: ReactNode };

/** Label/value pairs as a description list, so each value is announced with its label. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <dl className={dl.list}>
      {items.map((item) => (
        <div key={item.label} className={css({ display: 'contents' })}>
          <dt className={dl.term}>{item.label}</dt>
          <dd className={dl.detail}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Shows a value or the given placeholder when it is missing or blank. */
export const orDash = (value: string | null | undefined, placeholder = 'No especificado') =>
  value && value.trim() !== '' ? value : placeholder;

/** A trash can, for delete buttons that show only an icon. */
export function TrashIcon({ size = 18, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <path d="M3 6h18" />
      <path d="M8 6V4h8v2" />
      <path d="M19 6l-1 14H6L5 6" />
      <path d="M10 11v6M14 11v6" />
    </svg>
  );
}
