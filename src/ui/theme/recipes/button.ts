import { defineRecipe } from '@pandacss/dev';

/** Buttons and button-looking links. */
export const button = defineRecipe({
  className: 'button',
  description: 'Action button: solid, outline, ghost or danger, in three sizes',
  // Variants are chosen at run time from props, so every combination is generated.
  staticCss: ['*'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: 0,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: 'control',
    fontWeight: 'semibold',
    lineHeight: '1.25rem',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: '150ms',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    '& svg': { flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.solid',
        color: 'fg.onSolid',
        boxShadow: 'xs',
        _hover: { _enabled: { bg: 'accent.solidHover' } },
        '&[href]:hover': { bg: 'accent.solidHover' },
      },
      outline: {
        bg: 'bg.surface',
        color: 'fg.default',
        borderColor: 'border.strong',
        boxShadow: 'xs',
        _hover: { _enabled: { bg: 'bg.muted' } },
        '&[href]:hover': { bg: 'bg.muted' },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        _hover: { _enabled: { bg: 'bg.muted' } },
        '&[href]:hover': { bg: 'bg.muted' },
      },
      danger: {
        bg: 'danger.solid',
        color: 'fg.onSolid',
        boxShadow: 'xs',
        _hover: { _enabled: { bg: 'danger.solidHover' } },
        '&[href]:hover': { bg: 'danger.solidHover' },
      },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm', '& svg': { w: '4', h: '4' } },
      md: { h: '10', px: '4', fontSize: 'sm', '& svg': { w: '4', h: '4' } },
      lg: { h: '12', px: '6', fontSize: 'md', '& svg': { w: '5', h: '5' } },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
