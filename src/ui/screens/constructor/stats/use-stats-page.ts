import { useActorRef } from '@xstate/react';
import { constructorStatsPageMachine } from '#machines/constructor/constructor-stats-page/constructor-stats-page.machine';

/** The page actor of Métricas or Estadísticas for one company (the screens key it by company). */
export const useStatsPage = (companyId: number) =>
  useActorRef(constructorStatsPageMachine, { input: { companyId } });
