import type { RouteEntry } from '#ui/shell/route-entry';
import { lazyScreen } from '#ui/shell/lazy-screen';

const QuotesScreen = lazyScreen(() => import('./quotes-screen').then((m) => m.QuotesScreen));
const QuoteFormScreen = lazyScreen(() => import('./quote-form-screen').then((m) => m.QuoteFormScreen));
const QuoteScreen = lazyScreen(() => import('./quote-screen').then((m) => m.QuoteScreen));

/** Issue 28: 'Cotizaciones' in the constructor workspace; 'new' comes before ':id'. */
export const QUOTES_ROUTES: RouteEntry[] = [
  { path: '/constructor/quotes', component: QuotesScreen },
  { path: '/constructor/quotes/new', component: QuoteFormScreen },
  { path: '/constructor/quotes/:id', component: QuoteScreen },
];
