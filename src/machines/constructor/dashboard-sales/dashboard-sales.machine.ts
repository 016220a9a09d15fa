import toast from 'react-hot-toast';
import { assign, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { Collection, Funnel } from '#domain/sales-funnel';
import { downloadFunnel, loadSalesFigures } from './dashboard-sales.actors';

export type DashboardSalesEvent = { type: 'figures.reload' } | { type: 'funnel.export' };

type Context = { companyId: number; collection: Collection | null; funnel: Funnel | null };

/**
 * The constructor dashboard's sale figures, beside the page's own: this month's collected vs due and the 'Embudo de
 * ventas' with its CSV. They load on their own, so a slow funnel never holds the rest of the dashboard.
 */
export const dashboardSalesMachine = setup({
  types: {
    input: {} as { companyId: number },
    context: {} as Context,
    events: {} as DashboardSalesEvent,
  },
  actors: { loadSalesFigures, downloadFunnel },
  actions: {
    notifyError: (_, params: { message: string }) => {
      toast.error(params.message);
    },
    /** Hands the CSV to the browser as a download named after the company. */
    saveFile: (_, params: { file: Blob; companyId: number }) => {
      const url = URL.createObjectURL(params.file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `embudo-empresa-${params.companyId}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  },
}).createMachine({
  id: 'dashboardSales',
  context: ({ input }) => ({ companyId: input.companyId, collection: null, funnel: null }),
  type: 'parallel',
  states: {
    figures: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadSalesFigures',
            input: ({ context }) => ({ companyId: context.companyId }),
            onDone: {
              target: 'ready',
              actions: assign({
                collection: ({ event }) => event.output.collection,
                funnel: ({ event }) => event.output.funnel,
              }),
            },
            onError: 'failed',
          },
        },
        ready: { on: { 'figures.reload': 'loading' } },
        failed: { on: { 'figures.reload': 'loading' } },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: { on: { 'funnel.export': 'exporting' } },
        exporting: {
          invoke: {
            src: 'downloadFunnel',
            input: ({ context }) => ({ companyId: context.companyId }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'saveFile',
                params: ({ context, event }) => ({ file: event.output, companyId: context.companyId }),
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notifyError',
                params: ({ event }) => ({ message: errorMessage(event.error) }),
              },
            },
          },
        },
      },
    },
  },
});
