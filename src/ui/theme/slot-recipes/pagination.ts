import { paginationAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

const control = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  minW: '9',
  h: '9',
  px: '2',
  borderRadius: 'control',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { _enabled: { bg: 'bg.muted' } },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  _disabled: { color: 'fg.subtle', cursor: 'not-allowed' },
  '& svg': { w: '4', h: '4' },
} as const;

/** Page-number bar under paginated lists, styled on Ark's pagination parts. */
export const pagination = defineSlotRecipe({
  className: 'pagination',
  description: 'Pagination bar',
  slots: paginationAnatomy.extendWith('list').keys(),
  staticCss: ['*'],
  base: {
    root: { display: 'flex', justifyContent: 'center', w: 'full' },
    list: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: '1' },
    item: {
      ...control,
      '&[aria-current=page]': {
        bg: 'accent.solid',
        color: 'fg.onSolid',
        _hover: { bg: 'accent.solidHover' },
      },
    },
    ellipsis: { display: 'inline-flex', justifyContent: 'center', minW: '9', color: 'fg.muted' },
    prevTrigger: control,
    nextTrigger: control,
    firstTrigger: control,
    lastTrigger: control,
  },
});
