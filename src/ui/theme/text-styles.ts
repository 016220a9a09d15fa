import { defineTextStyles } from '@pandacss/dev';

// The type scale every screen shares, so headings look alike from the dashboard to the admin pages.
export const textStyles = defineTextStyles({
  'heading.page': {
    value: { fontSize: '2xl', fontWeight: 'bold', lineHeight: '2rem', letterSpacing: '-0.01em' },
  },
  'heading.section': { value: { fontSize: 'lg', fontWeight: 'semibold', lineHeight: '1.75rem' } },
  'heading.card': { value: { fontSize: 'md', fontWeight: 'semibold', lineHeight: '1.5rem' } },
  body: { value: { fontSize: 'sm', lineHeight: '1.25rem' } },
  label: { value: { fontSize: 'sm', fontWeight: 'medium', lineHeight: '1.25rem' } },
  caption: { value: { fontSize: 'xs', lineHeight: '1rem' } },
  stat: { value: { fontSize: '3xl', fontWeight: 'bold', lineHeight: '2.25rem', letterSpacing: '-0.02em' } },
});
