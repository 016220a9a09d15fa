import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

const focusRing = { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' } as const;

/** Modal dialog on Ark's Dialog parts, plus header/body/footer regions of its content. */
export const dialog = defineSlotRecipe({
  className: 'dialog',
  description: 'Centered modal with backdrop',
  slots: dialogAnatomy.extendWith('header', 'body', 'footer').keys(),
  staticCss: ['*'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: 0,
      zIndex: 'overlay',
      bg: 'bg.backdrop',
      _open: { animation: 'fade-in 150ms ease-out' },
      _closed: { animation: 'fade-out 100ms ease-in' },
    },
    positioner: {
      position: 'fixed',
      inset: 0,
      zIndex: 'modal',
      display: 'flex',
      alignItems: { base: 'flex-end', md: 'center' },
      justifyContent: 'center',
      p: { base: '0', md: '4' },
      overflowY: 'auto',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      w: 'full',
      maxW: { base: 'full', md: 'lg' },
      maxH: { base: '90dvh', md: 'calc(100dvh - token(spacing.8))' },
      bg: 'bg.surface',
      color: 'fg.default',
      // A bottom sheet on phones, a centred card from md up.
      borderTopRadius: '2xl',
      md: { borderRadius: 'card' },
      boxShadow: 'overlay',
      outline: 'none',
      _open: { animation: 'scale-in 150ms ease-out' },
      _closed: { animation: 'scale-out 100ms ease-in' },
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '6', pt: '6', pr: '12' },
    title: { textStyle: 'heading.section', color: 'fg.default' },
    description: { textStyle: 'body', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '4', px: '6', py: '4', overflowY: 'auto' },
    footer: {
      display: 'flex',
      flexWrap: 'wrap-reverse',
      justifyContent: 'flex-end',
      gap: '3',
      px: '6',
      py: '4',
      borderTopWidth: '1px',
      borderColor: 'border.default',
      bg: 'bg.canvas',
      borderBottomRadius: { base: '0', md: 'card' },
    },
    closeTrigger: {
      position: 'absolute',
      top: '4',
      right: '4',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '8',
      h: '8',
      borderRadius: 'control',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted', color: 'fg.default' },
      _focusVisible: focusRing,
      '& svg': { w: '5', h: '5' },
    },
  },
  variants: {
    size: {
      md: {},
      // Detail views with cards and galleries (the constructor's project modal).
      xl: { content: { maxW: { base: 'full', md: '4xl' } } },
    },
  },
  defaultVariants: { size: 'md' },
});
