import { css } from '#styled-system/css';
import type { QuoteStatus } from '#domain/quote';
import type { BadgeTone } from '#ui/components/badge';

/** The quote screens' shared pieces: the status badge's tone and the filter controls' look. */
export const QUOTE_STATUS_TONES: Record<QuoteStatus, BadgeTone> = {
  draft: 'gray',
  pending_approval: 'yellow',
  sent: 'blue',
  accepted: 'green',
  rejected: 'red',
  expired: 'purple',
};

export const quoteStyles = {
  tabs: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
  tab: css({
    px: '3',
    py: '1.5',
    borderRadius: 'md',
    fontSize: 'sm',
    bg: 'gray.100',
    color: 'gray.700',
    cursor: 'pointer',
    _hover: { bg: 'gray.200' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.300' },
    _pressed: { bg: 'brand.600', color: 'white', _hover: { bg: 'brand.700' } },
  }),
  select: css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg' }),
  heading: css({ textStyle: 'heading.section' }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  total: css({ fontWeight: 'semibold' }),
};
