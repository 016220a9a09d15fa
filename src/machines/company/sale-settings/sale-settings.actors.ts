import { fromPromise } from 'xstate';
import { api } from '#api/runtime';
import { fetchSaleSettings, saveSaleSettings } from '#api/quotes.api';
import type { SaleSettings, SaleSettingsUpdate } from '#domain/sale-settings';

/** The company's sale settings (its defaults when it never saved them). */
export const loadSaleSettings = fromPromise<SaleSettings, { companyId: number }>(({ input, signal }) =>
  fetchSaleSettings(api, input.companyId, signal)
);

/** 'Guardar' with the version read. */
export const storeSaleSettings = fromPromise<SaleSettings, { companyId: number; body: SaleSettingsUpdate }>(
  ({ input }) => saveSaleSettings(api, input.companyId, input.body)
);
