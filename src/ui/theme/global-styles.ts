import { defineGlobalStyles } from '@pandacss/dev';

/** Page-wide defaults for panda.config.ts's `globalCss`: system font, canvas colour, readable text. */
export const globalStyles = defineGlobalStyles({
  'html, body': {
    fontFamily: 'body',
    bg: 'bg.canvas',
    color: 'fg.default',
    WebkitFontSmoothing: 'antialiased',
  },
  '*:focus-visible': { outlineColor: 'focusRing' },
});
