import { defineRecipe } from '@pandacss/dev';

// Each tone pairs a pale fill with a dark text of the same hue; all pairs exceed 6:1.
const tone = (hue: string) => ({
  bg: `${hue}.50`,
  color: `${hue}.800`,
  borderColor: `${hue}.200`,
});

/** Small status pills (project status, verified company, role). */
export const badge = defineRecipe({
  className: 'badge',
  description: 'Status pill in one of six tones',
  staticCss: ['*'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2.5',
    py: '0.5',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'medium',
    lineHeight: '1rem',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      green: tone('green'),
      gray: tone('gray'),
      blue: tone('brand'),
      red: tone('red'),
      yellow: tone('amber'),
      purple: tone('purple'),
    },
  },
  defaultVariants: { tone: 'gray' },
});
