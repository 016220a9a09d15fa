import type { RouteEntry } from '#ui/shell/route-entry';
import { lazyScreen } from '#ui/shell/lazy-screen';

const UnitFormScreen = lazyScreen(() => import('./property-form-screen').then((m) => m.UnitFormScreen));
const IndependentPropertyFormScreen = lazyScreen(() =>
  import('./property-form-screen').then((m) => m.IndependentPropertyFormScreen)
);
const PropertiesScreen = lazyScreen(() => import('./properties-screen').then((m) => m.PropertiesScreen));
const PropertyDetailScreen = lazyScreen(() =>
  import('./property-detail-screen').then((m) => m.PropertyDetailScreen)
);

/** Spec §2 property and unit routes (more specific paths first). */
export const PROPERTY_ROUTES: RouteEntry[] = [
  { path: '/projects/:projectId/add-property', component: UnitFormScreen },
  { path: '/projects/:projectId/properties/:propertyId/edit', component: UnitFormScreen },
  { path: '/properties', component: PropertiesScreen },
  { path: '/properties/new', component: IndependentPropertyFormScreen },
  { path: '/properties/:propertyId/edit', component: IndependentPropertyFormScreen },
  { path: '/properties/:propertyId', component: PropertyDetailScreen },
];
