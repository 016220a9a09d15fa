import { defineTokens } from '@pandacss/dev';

// Placeholder replaced by the design tokens and slot recipes.
export const theme = { extend: { tokens: defineTokens({}) } };
