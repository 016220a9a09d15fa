import { createAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

const emptyStateAnatomy = createAnatomy('empty-state').parts('root', 'title', 'description', 'action');

/** The centred message a list shows when it has nothing to list. */
export const emptyState = defineSlotRecipe({
  className: 'empty-state',
  description: 'Empty list message',
  slots: emptyStateAnatomy.keys(),
  staticCss: ['*'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '2',
      px: '6',
      py: '12',
      textAlign: 'center',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderStyle: 'dashed',
      borderColor: 'border.strong',
      borderRadius: 'card',
    },
    title: { textStyle: 'heading.card', color: 'fg.default' },
    description: { textStyle: 'body', color: 'fg.muted', maxW: 'md' },
    action: { mt: '3' },
  },
});
