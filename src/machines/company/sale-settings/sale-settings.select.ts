import type { SnapshotFrom } from 'xstate';
import type { saleSettingsMachine } from './sale-settings.machine';

/** 'Ventas': the settings, whether they are being read or saved, and the refusal if any. */
export const selectSaleSettingsView = (s: SnapshotFrom<typeof saleSettingsMachine>) => ({
  loading: s.matches('loading'),
  failed: s.matches('failed'),
  saving: s.matches('saving'),
  error: s.context.error,
  settings: s.context.settings,
});
