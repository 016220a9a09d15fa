import { z } from 'zod';
import { idField, text } from './input-limits';

// The portal AI assistant (/constructor/assistant, spec §2 "Portal AI assistant chat"): a company asks about its
// own data and every figure in the answer comes from a query.

/** What a question was understood to be about. */
export const PORTAL_TOPICS = [
  'availability',
  'sales',
  'leads',
  'demand',
  'pricing',
  'documents',
  'analysis',
  'roi',
  'trends',
  'help',
] as const;
export type PortalTopic = (typeof PORTAL_TOPICS)[number];

export const PORTAL_MESSAGE_MAX = 1000;

/** `POST /constructor/assistant`. */
export const PortalAssistantRequestSchema = z
  .object({
    company_id: idField(),
    message: text()
      .trim()
      .min(1, 'Escribe una pregunta')
      .max(PORTAL_MESSAGE_MAX, `La pregunta no puede exceder ${PORTAL_MESSAGE_MAX} caracteres`),
  })
  .meta({ id: 'PortalAssistantRequest' });
export type PortalAssistantRequest = z.infer<typeof PortalAssistantRequestSchema>;

/** The answer: markdown-like text ('#' headings, **bold**) and the topic it answered. */
export const PortalAssistantReplySchema = z
  .object({ content: z.string(), topic: z.enum(PORTAL_TOPICS) })
  .meta({ id: 'PortalAssistantReply' });
export type PortalAssistantReply = z.infer<typeof PortalAssistantReplySchema>;

/**
 * The quick-action cards, each sending a real question: the workspace's 'Asistente AI' view has three (project
 * analysis, ROI calculation, market trends) and the portal assistant chat three more (complete project information,
 * qualified leads, documents); the page shows both sets.
 */
export const PORTAL_QUICK_ACTIONS = [
  {
    title: 'Análisis de proyecto',
    description: 'Ritmo de ventas, absorción, meses de inventario y precio por m²',
    question:
      '¿Cuál es el ritmo de ventas, la absorción y los meses de inventario de cada proyecto, y su precio por m² frente a mis otros proyectos de la ciudad?',
  },
  {
    title: 'Cálculo de ROI',
    description: 'Inversión, ingresos y ROI esperado frente al realizado',
    question: '¿Cuál es el ROI de cada proyecto: inversión, ingresos hasta hoy y con la venta completa?',
  },
  {
    title: 'Tendencias del mercado',
    description: 'Precio por m² publicado y vendido por ciudad y mes',
    question: '¿Cuáles son las tendencias del mercado en precio por m² por ciudad y mes?',
  },
  {
    title: 'Información completa del proyecto',
    description: 'Disponibilidad y rangos de precio de cada proyecto',
    question: '¿Qué disponibilidad y rangos de precio tiene cada proyecto?',
  },
  {
    title: 'Generar leads calificados',
    description: 'Leads de esta semana y su estado',
    question: '¿Cuántos leads llegaron esta semana y en qué estado están?',
  },
  {
    title: 'Procesar documentos automáticamente',
    description: 'Documentos cargados en cada proyecto',
    question: '¿Qué documentos tiene cargados cada proyecto?',
  },
] as const;

/** Spec §2: the quick queries (new project, update prices, generate leads, market analysis, optimize strategy). */
export const PORTAL_QUICK_QUERIES = [
  {
    label: 'Nuevo proyecto',
    question: '¿Qué buscaron los inversionistas en el chat sin encontrar resultados?',
  },
  {
    label: 'Actualizar precios',
    question: '¿Qué precio debería actualizar en un modelo que se vende lento?',
  },
  { label: 'Generar leads', question: '¿Cuántos leads llegaron esta semana y en qué estado están?' },
  { label: 'Análisis de mercado', question: '¿Qué disponibilidad y rangos de precio tiene cada proyecto?' },
  { label: 'Optimizar estrategia', question: '¿Cuántas unidades vendimos este mes?' },
] as const;

/** Spec §2: the typing indicator, the input's placeholder and the button. */
export const PORTAL_TYPING_TEXT = 'Red neuronal procesando...';
export const PORTAL_PLACEHOLDER = 'Describe tu proyecto o haz una pregunta...';
