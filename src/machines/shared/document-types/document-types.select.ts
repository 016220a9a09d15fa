import type { SnapshotFrom } from 'xstate';
import type { documentTypesMachine } from './document-types.machine';

/** The document-type select: its options, and whether it can be used yet. */
export const selectDocumentTypesView = (s: SnapshotFrom<typeof documentTypesMachine>) => ({
  country: s.context.country,
  options: s.context.types.map((t) => ({ value: String(t.id), label: t.document_name })),
  loading: s.hasTag('loading'),
  /** Spec §5: disabled until a country is chosen and while its list loads. */
  disabled: s.context.country === null || s.hasTag('loading'),
  failed: s.matches('failed'),
});
