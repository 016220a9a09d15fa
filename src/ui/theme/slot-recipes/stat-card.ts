import { createAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

const statCardAnatomy = createAnatomy('stat-card').parts('root', 'icon', 'text', 'label', 'value', 'hint');

/** A single figure with its label, as on the dashboard and admin summaries. */
export const statCard = defineSlotRecipe({
  className: 'stat-card',
  description: 'Key figure card',
  slots: statCardAnatomy.keys(),
  staticCss: ['*'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '4',
      p: '5',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'card',
      boxShadow: 'card',
      minW: 0,
      containerType: 'inline-size',
    },
    icon: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      w: '11',
      h: '11',
      borderRadius: 'lg',
      bg: 'accent.muted',
      color: 'accent.fg',
      '& svg': { w: '5', h: '5' },
    },
    text: { display: 'flex', flexDirection: 'column', gap: '1', minW: 0 },
    label: { textStyle: 'label', color: 'fg.muted' },
    value: {
      textStyle: 'stat',
      color: 'fg.default',
      overflowWrap: 'anywhere',
      // A long figure ('$2.481.200.000') shrinks with its card instead of breaking between its digits.
      '&[data-long]': { fontSize: 'min(token(fontSizes.3xl), 9cqi)' },
    },
    hint: { textStyle: 'caption', color: 'fg.muted' },
  },
});
