import { defineTokens } from '@pandacss/dev';

// Raw values. Screens use the semantic tokens built on them, so the brand can change in one place.
export const tokens = defineTokens({
  colors: {
    // A deep blue leaning to indigo; 600 carries white text at 7.1:1 and 700 at 9:1 (WCAG AA needs 4.5:1).
    brand: {
      50: { value: '#eef2ff' },
      100: { value: '#dfe6ff' },
      200: { value: '#c3cffd' },
      300: { value: '#9aabf9' },
      400: { value: '#6c83f2' },
      500: { value: '#4a62e8' },
      600: { value: '#2f45d6' },
      700: { value: '#2437b5' },
      800: { value: '#1f2d90' },
      900: { value: '#1e2a70' },
      950: { value: '#141a45' },
    },
  },
  fonts: {
    body: {
      value:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
  },
  // Stacking order of the shell: sticky bars below overlays, popovers above dialogs, toasts above everything.
  zIndex: {
    sticky: { value: 1100 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    toast: { value: 1700 },
  },
});
