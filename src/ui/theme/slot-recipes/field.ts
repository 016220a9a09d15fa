import { fieldAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/** Label, control, helper and error text of one form field on Ark's Field parts. */
export const field = defineSlotRecipe({
  className: 'field',
  description: 'Form field layout',
  slots: fieldAnatomy.extendWith('labelRow').keys(),
  staticCss: ['*'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    labelRow: { display: 'flex', alignItems: 'baseline', gap: '1' },
    label: { textStyle: 'label', color: 'fg.default' },
    requiredIndicator: { color: 'danger.fg', fontWeight: 'semibold' },
    helperText: { textStyle: 'caption', color: 'fg.muted' },
    errorText: { textStyle: 'caption', fontWeight: 'medium', color: 'danger.fg' },
    input: {},
    textarea: {},
    select: {},
  },
});
