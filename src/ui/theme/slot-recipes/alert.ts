import { createAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

const alertAnatomy = createAnatomy('alert').parts(
  'root',
  'icon',
  'content',
  'title',
  'description',
  'action'
);

const tone = (role: 'danger' | 'warning' | 'info' | 'success') => ({
  root: { bg: `${role}.muted`, borderColor: `${role}.border`, color: `${role}.fg` },
});

/** Inline message box for errors, warnings, notices and confirmations. */
export const alert = defineSlotRecipe({
  className: 'alert',
  description: 'Inline alert in four tones',
  slots: alertAnatomy.keys(),
  staticCss: ['*'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      p: '4',
      borderWidth: '1px',
      borderRadius: 'lg',
      textStyle: 'body',
    },
    icon: { flexShrink: 0, mt: '0.5', '& svg': { w: '5', h: '5' } },
    content: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: 0 },
    title: { fontWeight: 'semibold' },
    description: { color: 'fg.default' },
    action: { flexShrink: 0, alignSelf: 'center' },
  },
  variants: {
    tone: {
      error: tone('danger'),
      warning: tone('warning'),
      info: tone('info'),
      success: tone('success'),
    },
  },
  defaultVariants: { tone: 'info' },
});
