import { PropertiesScreen } from './properties-screen';
import { PropertyDetailScreen } from './property-detail-screen';
import { IndependentPropertyFormScreen, UnitFormScreen } from './property-form-screen';
import type { RouteEntry } from '#ui/shell/route-entry';

/** Spec §2 property and unit routes (more specific paths first). */
export const PROPERTY_ROUTES: RouteEntry[] = [
  { path: '/projects/:projectId/add-property', component: UnitFormScreen },
  { path: '/projects/:projectId/properties/:propertyId/edit', component: UnitFormScreen },
  { path: '/properties', component: PropertiesScreen },
  { path: '/properties/new', component: IndependentPropertyFormScreen },
  { path: '/properties/:propertyId/edit', component: IndependentPropertyFormScreen },
  { path: '/properties/:propertyId', component: PropertyDetailScreen },
];
