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
      // The scroller takes keyboard focus (arrow keys scroll it): its ring shows where the keyboard is.
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
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
  variants: {
    // A table read only by screen readers (a chart's figures until 'Ver tabla'): nothing to scroll or to focus.
    scroller: { false: { wrapper: { overflowX: 'visible' } } },
    // Below 768 px each row becomes a card of 'label: value' lines, so no action hides off-screen (spec §2: cards
    // on small screens, as the properties list does). The header row stays for screen readers only.
    stacked: {
      true: {
        wrapper: { mdDown: { bg: 'transparent', borderWidth: '0', overflowX: 'visible' } },
        root: { mdDown: { display: 'block' } },
        head: {
          mdDown: {
            position: 'absolute',
            w: '1px',
            h: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          },
        },
        body: { mdDown: { display: 'flex', flexDirection: 'column', gap: '3' } },
        row: {
          mdDown: {
            display: 'flex',
            flexDirection: 'column',
            gap: '1',
            p: '3',
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'card',
            '&:last-child': { borderBottomWidth: '1px' },
          },
        },
        cell: {
          mdDown: {
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: '2',
            px: '0',
            py: '1',
            '&[data-label]::before': {
              content: 'attr(data-label)',
              color: 'fg.muted',
              textStyle: 'caption',
              fontWeight: 'semibold',
            },
          },
        },
      },
    },
  },
});
