import { defineSemanticTokens } from '@pandacss/dev';

// Roles, not hues: components ask for 'fg.muted' or 'danger.solid' and never for a palette step.
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.gray.50}' },
      surface: { value: '{colors.white}' },
      muted: { value: '{colors.gray.100}' },
      emphasized: { value: '{colors.gray.200}' },
      backdrop: { value: 'rgba(17, 24, 39, 0.55)' },
    },
    fg: {
      default: { value: '{colors.gray.900}' },
      muted: { value: '{colors.gray.600}' },
      // gray.500 still reaches 4.6:1 on the canvas grey.
      subtle: { value: '{colors.gray.500}' },
      onSolid: { value: '{colors.white}' },
      link: { value: '{colors.brand.700}' },
    },
    border: {
      default: { value: '{colors.gray.200}' },
      strong: { value: '{colors.gray.300}' },
      // Form controls need 3:1 against white to be seen as controls (WCAG 1.4.11); this grey gives 3.8:1.
      control: { value: '#7b8494' },
    },
    accent: {
      solid: { value: '{colors.brand.600}' },
      solidHover: { value: '{colors.brand.700}' },
      muted: { value: '{colors.brand.50}' },
      mutedHover: { value: '{colors.brand.100}' },
      fg: { value: '{colors.brand.700}' },
    },
    danger: {
      solid: { value: '{colors.red.700}' },
      solidHover: { value: '{colors.red.800}' },
      muted: { value: '{colors.red.50}' },
      border: { value: '{colors.red.200}' },
      fg: { value: '{colors.red.700}' },
    },
    warning: {
      solid: { value: '{colors.amber.600}' },
      muted: { value: '{colors.amber.50}' },
      border: { value: '{colors.amber.200}' },
      fg: { value: '{colors.amber.800}' },
    },
    success: {
      solid: { value: '{colors.green.700}' },
      muted: { value: '{colors.green.50}' },
      border: { value: '{colors.green.200}' },
      fg: { value: '{colors.green.800}' },
    },
    info: {
      solid: { value: '{colors.blue.700}' },
      muted: { value: '{colors.blue.50}' },
      border: { value: '{colors.blue.200}' },
      fg: { value: '{colors.blue.800}' },
    },
    focusRing: { value: '{colors.brand.500}' },
  },
  radii: {
    control: { value: '{radii.md}' },
    card: { value: '{radii.xl}' },
  },
  shadows: {
    card: { value: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.10)' },
    overlay: { value: '0 20px 25px -5px rgba(16, 24, 40, 0.15), 0 8px 10px -6px rgba(16, 24, 40, 0.10)' },
  },
});
