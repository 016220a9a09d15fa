import type { defineConfig } from '@pandacss/dev';
import { keyframes } from './keyframes';
import { badge } from './recipes/badge';
import { button } from './recipes/button';
import { input } from './recipes/input';
import { spinner } from './recipes/spinner';
import { semanticTokens } from './semantic-tokens';
import { alert } from './slot-recipes/alert';
import { card } from './slot-recipes/card';
import { dialog } from './slot-recipes/dialog';
import { emptyState } from './slot-recipes/empty-state';
import { field } from './slot-recipes/field';
import { pagination } from './slot-recipes/pagination';
import { searchBox } from './slot-recipes/search-box';
import { select } from './slot-recipes/select';
import { statCard } from './slot-recipes/stat-card';
import { table } from './slot-recipes/table';
import { textStyles } from './text-styles';
import { tokens } from './tokens';

type Theme = NonNullable<Parameters<typeof defineConfig>[0]['theme']>;

/** In-Best's design system, extending Panda's preset so its spacing, type and palette stay available. */
export const theme = {
  extend: {
    // lg is the portal shell's mobile limit (1024 px) and md the company screen's (768 px), per the spec.
    breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
    tokens,
    semanticTokens,
    textStyles,
    keyframes,
    recipes: { button, badge, input, spinner },
    slotRecipes: { dialog, select, field, card, statCard, alert, table, pagination, emptyState, searchBox },
  },
} satisfies Theme;
