import type { SnapshotFrom } from 'xstate';
import { can } from '#domain/permissions';
import type { propertyDetailPageMachine } from './property-detail-page.machine';
import { PROPERTY_LOAD_ERROR } from './property-detail-page.machine';

/** What the property page shows, and whether the user may edit the property (in its company). */
export const selectPropertyDetailPageView = (s: SnapshotFrom<typeof propertyDetailPageMachine>) => ({
  loading: s.hasTag('loading') && s.context.data === null,
  notFound: s.matches('notFound'),
  error: s.matches('failed') ? PROPERTY_LOAD_ERROR : null,
  errorDetail: s.matches('failed') ? s.context.error : null,
  property: s.context.data?.property ?? null,
  amenities: s.context.data?.amenities ?? [],
  canEdit: s.context.data
    ? can(s.context.access, 'property.update', s.context.data.property.company_id)
    : false,
});
