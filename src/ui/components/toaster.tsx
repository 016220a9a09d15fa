import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';
import { AlertIcon, InfoIcon } from './icons';

/** Most toasts on screen at once; older ones are dismissed first (spec §9). */
export const TOAST_LIMIT = 20;

// react-hot-toast styles toasts with its own unlayered CSS, which beats Panda's layers, so the theme is applied
// inline through the tokens' CSS variables. Written as variables rather than through `token()`, whose table of
// every token would otherwise weigh on the first download of every page (docs/decisions/0026).
const themeVar = (name: string) => `var(--${name})`;
const baseStyle = {
  background: themeVar('colors-bg-surface'),
  color: themeVar('colors-fg-default'),
  border: `1px solid ${themeVar('colors-border-default')}`,
  borderRadius: themeVar('radii-lg'),
  boxShadow: themeVar('shadows-overlay'),
  fontSize: themeVar('font-sizes-sm'),
  lineHeight: '1.25rem',
  maxWidth: '26rem',
  padding: `${themeVar('spacing-3')} ${themeVar('spacing-4')}`,
};

const accentBorder = (color: string) => ({ ...baseStyle, borderLeft: `4px solid ${color}` });

// Errors and warnings interrupt screen readers; the library would announce every toast politely.
const urgent: ToastOptions['ariaProps'] = { role: 'alert', 'aria-live': 'assertive' };

/** The app's single toast container: top-right, spec durations (error 4 s, success 2 s, blank 4 s, loading until replaced). */
export function AppToaster() {
  const { toasts } = useToasterStore();
  // react-hot-toast 2.6 caps its store at 20 through an internal constant, not an option; the spec's limit is
  // enforced here too so it survives a library change. The store lists the newest first: past the limit is oldest.
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-right"
      containerStyle={{ zIndex: themeVar('z-index-toast') }}
      toastOptions={{
        style: baseStyle,
        blank: { duration: 4000 },
        error: {
          duration: 4000,
          style: accentBorder(themeVar('colors-danger-solid')),
          iconTheme: { primary: themeVar('colors-danger-solid'), secondary: themeVar('colors-white') },
        },
        success: {
          duration: 2000,
          style: accentBorder(themeVar('colors-success-solid')),
          iconTheme: { primary: themeVar('colors-success-solid'), secondary: themeVar('colors-white') },
        },
        loading: { duration: Infinity },
      }}
    />
  );
}

/** The one way the app raises a notice: machines' notify actions and screens call these; each returns the toast id. */
export const notify = {
  success: (message: string): string => toast.success(message),
  error: (message: string): string => toast.error(message, { ariaProps: urgent }),
  warning: (message: string): string =>
    toast(message, {
      icon: <AlertIcon size={20} color={themeVar('colors-warning-solid')} />,
      style: accentBorder(themeVar('colors-warning-solid')),
      ariaProps: urgent,
    }),
  info: (message: string): string =>
    toast(message, {
      icon: <InfoIcon size={20} color={themeVar('colors-info-solid')} />,
      style: accentBorder(themeVar('colors-info-solid')),
    }),
};
