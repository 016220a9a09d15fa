import { createAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

const searchBoxAnatomy = createAnatomy('search-box').parts('root', 'icon', 'input', 'clearTrigger');

/** Search input with a leading magnifier and a trailing clear button. */
export const searchBox = defineSlotRecipe({
  className: 'search-box',
  description: 'Search field',
  slots: searchBoxAnatomy.keys(),
  staticCss: ['*'],
  base: {
    root: { position: 'relative', w: 'full', maxW: 'md' },
    icon: {
      position: 'absolute',
      top: '50%',
      left: '3',
      transform: 'translateY(-50%)',
      display: 'inline-flex',
      color: 'fg.subtle',
      pointerEvents: 'none',
      '& svg': { w: '4', h: '4' },
    },
    input: {
      ps: '9',
      pe: '9',
      // The browser's own clear control would duplicate ours.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
    },
    clearTrigger: {
      position: 'absolute',
      top: '50%',
      right: '1.5',
      transform: 'translateY(-50%)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '7',
      h: '7',
      borderRadius: 'sm',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted', color: 'fg.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
      '& svg': { w: '4', h: '4' },
    },
  },
});
