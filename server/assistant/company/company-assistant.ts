import type { PortalAssistantReply } from '#domain/portal-assistant';
import type { Db } from '#server/db/client';
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
    case 'help':
      return { topic, content: COMPANY_HELP_TEXT };
  }
}
