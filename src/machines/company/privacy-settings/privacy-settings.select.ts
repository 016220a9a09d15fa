import type { SnapshotFrom } from 'xstate';
import type { privacySettingsMachine } from './privacy-settings.machine';

/** 'Política de tratamiento de datos': the settings, and whether they load, save, failed or lost a race. */
export const selectPrivacySettingsView = (s: SnapshotFrom<typeof privacySettingsMachine>) => ({
  loading: s.matches('loading'),
  failed: s.matches('failed'),
  saving: s.matches('saving'),
  /** Another person published a version first: 'Otra persona cambió este registro' with 'Recargar'. */
  stale: s.hasTag('stale'),
  error: s.context.error,
  settings: s.context.settings,
});
