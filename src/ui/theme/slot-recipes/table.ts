import { createAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

const tableAnatomy = createAnatomy('table').parts('wrapper', 'root', 'head', 'body', 'row', 'header', 'cell');

/** Data tables; the wrapper scrolls sideways so wide tables never widen the page. */
export const table = defineSlotRecipe({
  className: 'table',
  description: 'Data table inside a horizontal scroller',
  slots: tableAnatomy.keys(),
  staticCss: ['*'],
  base: {
    wrapper: {
      w: 'full',
      overflowX: 'auto',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'card',
    },
    root: { w: 'full', borderCollapse: 'collapse', textStyle: 'body' },
    head: { bg: 'bg.canvas' },
    body: {},
    row: {
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      '&:last-child': { borderBottomWidth: '0' },
      'tbody > &:hover': { bg: 'bg.canvas' },
    },
    header: {
      px: '4',
      py: '3',
      textAlign: 'start',
      textStyle: 'caption',
      fontWeight: 'semibold',
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
    },
    cell: { px: '4', py: '3', color: 'fg.default', verticalAlign: 'middle' },
  },
});
