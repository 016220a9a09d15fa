import type { SnapshotFrom } from 'xstate';
import { conversion, FUNNEL_STEP_LABELS, FUNNEL_STEPS } from '#domain/sales-funnel';
import { LEAD_ORIGIN_LABELS } from '#domain/lead';
import type { dashboardSalesMachine } from './dashboard-sales.machine';

/** The sale sections' view: collected vs due, and the funnel by month, by step and by lead origin. */
export const selectDashboardSalesView = (s: SnapshotFrom<typeof dashboardSalesMachine>) => {
  const { collection, funnel } = s.context;
  const totals = funnel?.totals;
  return {
    loading: s.matches({ figures: 'loading' }) && funnel === null,
    failed: s.matches({ figures: 'failed' }),
    exporting: s.matches({ export: 'exporting' }),
    collection,
    collectedPct:
      collection && collection.due > 0 ? Math.round((collection.collected / collection.due) * 100) : null,
    months: funnel?.months ?? [],
    /** Each step of the window with its conversion from the step before. */
    steps: totals
      ? FUNNEL_STEPS.map((step, i) => ({
          step,
          label: FUNNEL_STEP_LABELS[step],
          count: totals[step],
          conversion: i === 0 ? null : conversion(totals[FUNNEL_STEPS[i - 1]!], totals[step]),
        }))
      : [],
    byOrigin: (funnel?.by_origin ?? []).map((o) => ({
      ...o,
      label: LEAD_ORIGIN_LABELS[o.origin],
      toSale: conversion(o.leads, o.sales),
    })),
  };
};
