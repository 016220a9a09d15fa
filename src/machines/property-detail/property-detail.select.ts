import type { SnapshotFrom } from 'xstate';
import type { propertyDetailMachine } from './property-detail.machine';
import { PROPERTY_LOAD_ERROR } from './property-detail.machine';

/** What the property page shows. */
export const selectPropertyDetailView = (s: SnapshotFrom<typeof propertyDetailMachine>) => ({
  loading: s.hasTag('loading') && s.context.data === null,
  notFound: s.matches('notFound'),
  error: s.matches('failed') ? PROPERTY_LOAD_ERROR : null,
  errorDetail: s.matches('failed') ? s.context.error : null,
  property: s.context.data?.property ?? null,
  amenities: s.context.data?.amenities ?? [],
});

export type PropertyDetailView = ReturnType<typeof selectPropertyDetailView>;
