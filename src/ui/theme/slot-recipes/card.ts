import { createAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

const cardAnatomy = createAnatomy('card').parts('root', 'header', 'title', 'actions', 'body');

/** White content panel with an optional titled header. */
export const card = defineSlotRecipe({
  className: 'card',
  description: 'Surface card',
  slots: cardAnatomy.keys(),
  staticCss: ['*'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'card',
      boxShadow: 'card',
      minW: 0,
    },
    header: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      px: { base: '4', md: '6' },
      py: '4',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    title: { textStyle: 'heading.card', color: 'fg.default' },
    actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
    body: { display: 'flex', flexDirection: 'column', gap: '4', p: { base: '4', md: '6' } },
  },
});
