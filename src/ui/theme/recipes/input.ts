import { defineRecipe } from '@pandacss/dev';

/** Text inputs, text areas and the select trigger share one control look. */
export const input = defineRecipe({
  className: 'input',
  description: 'Form control surface with focus and invalid states',
  staticCss: ['*'],
  base: {
    display: 'block',
    w: 'full',
    minW: 0,
    px: '3',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.control',
    borderRadius: 'control',
    fontSize: 'sm',
    lineHeight: '1.25rem',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: '150ms',
    _placeholder: { color: 'fg.subtle' },
    _hover: { borderColor: 'gray.600' },
    _focusVisible: {
      outline: 'none',
      borderColor: 'focusRing',
      boxShadow: '0 0 0 3px token(colors.brand.200)',
    },
    _invalid: {
      borderColor: 'danger.solid',
      _focusVisible: { borderColor: 'danger.solid', boxShadow: '0 0 0 3px token(colors.red.200)' },
    },
    _disabled: { bg: 'bg.muted', color: 'fg.subtle', cursor: 'not-allowed' },
  },
  variants: {
    kind: {
      line: { h: '10' },
      area: { py: '2', minH: '24', resize: 'vertical' },
    },
  },
  defaultVariants: { kind: 'line' },
});
