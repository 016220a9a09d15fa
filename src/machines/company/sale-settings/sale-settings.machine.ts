import toast from 'react-hot-toast';
import { assign, setup } from 'xstate';
import { errorMessage, isStaleVersion, type ApiError } from '#api/api-error';
import type { SaleSettings, SaleSettingsForm } from '#domain/sale-settings';
import { loadSaleSettings, storeSaleSettings } from './sale-settings.actors';

export const SALE_SETTINGS_SAVED = 'Ajustes de venta guardados';
export const SALE_SETTINGS_STALE =
  'Otra persona cambió los ajustes mientras editabas: estos son los actuales.';

export type SaleSettingsEvent =
  { type: 'settings.save'; values: SaleSettingsForm } | { type: 'settings.retry' };

type Context = { companyId: number; settings: SaleSettings | null; error: string | null };

/**
 * 'Ventas' in the company's page: how long a quote holds, the largest discount a MEMBER grants without approval,
 * and how many days a separación holds a unit. Everyone in the company reads them; the policy lets OWNER and ADMIN
 * save ('company.update'). A save that lost a race shows the current copy instead.
 */
export const saleSettingsMachine = setup({
  types: { input: {} as { companyId: number }, context: {} as Context, events: {} as SaleSettingsEvent },
  actors: { loadSaleSettings, storeSaleSettings },
  guards: { savedByOther: ({ event }) => isStaleVersion((event as { error?: unknown }).error) },
  actions: {
    notifySaved: () => {
      toast.success(SALE_SETTINGS_SAVED);
    },
  },
}).createMachine({
  id: 'saleSettings',
  context: ({ input }) => ({ companyId: input.companyId, settings: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSaleSettings',
        src: 'loadSaleSettings',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'settings.retry': 'loading' } },
    ready: { on: { 'settings.save': { target: 'saving', actions: assign({ error: null }) } } },
    saving: {
      invoke: {
        id: 'storeSaleSettings',
        src: 'storeSaleSettings',
        input: ({ context, event }) => ({
          companyId: context.companyId,
          body: {
            ...(event as Extract<SaleSettingsEvent, { type: 'settings.save' }>).values,
            version: context.settings!.version,
          },
        }),
        onDone: {
          target: 'ready',
          actions: [assign({ settings: ({ event }) => event.output }), 'notifySaved'],
        },
        onError: [
          {
            guard: 'savedByOther',
            target: 'ready',
            actions: assign({
              settings: ({ event }) => ((event.error as ApiError).body as { current: SaleSettings }).current,
              error: SALE_SETTINGS_STALE,
            }),
          },
          { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
  },
});
