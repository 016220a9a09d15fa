import type { PortalAssistantReply } from '#domain/portal-assistant';
import type { Db } from '#server/db/client';
import { fold } from '../text';
import { marketTrends, projectAnalysis, projectReturns } from './analysis-figures';
import { analysisReply, roiReply, trendsReply } from './analysis-replies';
import {
  availabilityByProject,
  documentsByProject,
  leadsThisWeek,
  salesThisMonth,
  slowestModel,
  unmetDemand,
} from './company-figures';
import { topicOf } from './company-intents';
import {
  availabilityReply,
  COMPANY_HELP_TEXT,
  demandReply,
  documentsReply,
  leadsReply,
  pricingReply,
  salesReply,
} from './company-replies';

/**
 * The items whose name the question mentions ('Análisis de proyecto de Altos del Río'), ignoring case and accents;
 * all of them when it mentions none.
 */
function mentioned<T>(message: string, items: T[], nameOf: (item: T) => string | null): T[] {
  const words = ` ${fold(message)} `;
  const named = items.filter((item) => {
    const name = nameOf(item);
    return name !== null && words.includes(` ${fold(name)} `);
  });
  return named.length > 0 ? named : items;
}

/**
 * The portal assistant in company mode: understands the question's topic with the investor assistant's text
 * rules, answers it from the company's own rows and never states a figure a query did not return.
 */
export async function answerCompanyQuestion(
  db: Db,
  companyId: number,
  message: string,
  now = new Date()
): Promise<PortalAssistantReply> {
  const topic = topicOf(message);
  switch (topic) {
    case 'availability':
      return { topic, content: availabilityReply(await availabilityByProject(db, companyId)) };
    case 'sales':
      return { topic, content: salesReply(await salesThisMonth(db, companyId, now)) };
    case 'leads':
      return { topic, content: leadsReply(await leadsThisWeek(db, companyId, now)) };
    case 'documents':
      return { topic, content: documentsReply(await documentsByProject(db, companyId)) };
    case 'demand':
      return { topic, content: demandReply(await unmetDemand(db, now)) };
    case 'pricing':
      return { topic, content: pricingReply(await slowestModel(db, companyId, now)) };
    case 'analysis': {
      const rows = await projectAnalysis(db, companyId, now);
      return { topic, content: analysisReply(mentioned(message, rows, (r) => r.name)) };
    }
    case 'roi': {
      const rows = await projectReturns(db, companyId);
      return { topic, content: roiReply(mentioned(message, rows, (r) => r.name)) };
    }
    case 'trends': {
      const trends = await marketTrends(db, now);
      return {
        topic,
        content: trendsReply({ ...trends, rows: mentioned(message, trends.rows, (r) => r.city) }),
      };
    }
    case 'help':
      return { topic, content: COMPANY_HELP_TEXT };
  }
}
