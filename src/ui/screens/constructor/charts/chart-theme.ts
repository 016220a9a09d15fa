import { token } from '#styled-system/tokens';
import type { StatusTone } from '#domain/statuses';

// Recharts draws SVG with inline colours, so the theme's tokens are read here once. The tones match the badges'.

export const CHART_COLORS = {
  primary: token('colors.brand.600'),
  secondary: token('colors.gray.400'),
  grid: token('colors.gray.200'),
  axis: token('colors.gray.600'),
};

/** The fill of a bar or slice by the tone the domain gives it. */
export const TONE_FILLS: Record<StatusTone, string> = {
  green: token('colors.green.600'),
  blue: token('colors.brand.600'),
  yellow: token('colors.amber.500'),
  gray: token('colors.gray.400'),
  red: token('colors.red.600'),
  purple: token('colors.purple.600'),
};

const compact = new Intl.NumberFormat('es-CO', { notation: 'compact', maximumFractionDigits: 1 });

/** An axis tick in pesos, short: '$1,2 mil M'. */
export const compactMoney = (value: number) => `$${compact.format(value)}`;

/** The height every chart of the workspace is drawn at; the width is the container's. */
export const CHART_HEIGHT = 280;
