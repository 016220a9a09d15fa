import { defineRecipe } from '@pandacss/dev';

/** The spinning ring used alone (loading states) and inside buttons. */
export const spinner = defineRecipe({
  className: 'spinner',
  description: 'Indeterminate progress ring',
  staticCss: ['*'],
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: 'spin',
    _motionReduce: { animationDuration: '3s' },
  },
  variants: {
    size: {
      sm: { w: '4', h: '4', borderWidth: '2px' },
      md: { w: '6', h: '6', borderWidth: '2px' },
      lg: { w: '10', h: '10', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});
