import type { LeadOrigin, LeadStatus, NewLead, ProjectType, PropertyType } from '#server/db/schema';
import { daysBefore } from '#server/demo/dates';
import type { DemoCompanyKey } from '#server/demo/demo-companies';
import { roundTo } from '#server/demo/money';
import type { Random } from '#server/demo/prng';

/** Something a lead can ask about: a unit or standalone property, or a whole project. */
export type LeadTarget = {
  company: DemoCompanyKey;
  companyId: number;
  projectId: number | null;
  propertyId: number | null;
  projectType: ProjectType | null;
  propertyType: PropertyType | null;
  bedrooms: number | null;
  price: number;
  createdAt: Date;
};

/** Leads of the last 30 days per company (60 in all); the dashboard counts these. */
export const RECENT_LEADS: Readonly<Record<DemoCompanyKey, number>> = {
  andina: 16,
  caribe: 9,
  sabana: 11,
  pacifico: 8,
  santander: 5,
  cafetero: 7,
  bahia: 4,
  norte: 0,
};

/** Older leads (31–120 days), per company. */
export const OLDER_LEADS: Readonly<Record<DemoCompanyKey, number>> = {
  andina: 6,
  caribe: 4,
  sabana: 4,
  pacifico: 3,
  santander: 2,
  cafetero: 3,
  bahia: 2,
  norte: 0,
};

const FIRST_NAMES = [
  'Juan',
  'Carlos',
  'Andrés',
  'Diego',
  'Santiago',
  'Alejandro',
  'Felipe',
  'Jorge',
  'Luis',
  'Ricardo',
  'Julián',
  'Camilo',
  'Esteban',
  'Óscar',
  'Hernán',
  'Mauricio',
  'María',
  'Ana',
  'Laura',
  'Carolina',
  'Paula',
  'Diana',
  'Natalia',
  'Juliana',
  'Sofía',
  'Catalina',
  'Luisa',
  'Mónica',
  'Adriana',
  'Valeria',
  'Isabel',
  'Gloria',
];
const SURNAMES = [
  'Gómez',
  'Rodríguez',
  'Martínez',
  'López',
  'García',
  'Hernández',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Díaz',
  'Vargas',
  'Moreno',
  'Rojas',
  'Jiménez',
  'Castro',
  'Ortiz',
  'Ruiz',
  'Álvarez',
  'Muñoz',
  'Romero',
  'Suárez',
  'Cardona',
  'Osorio',
  'Mejía',
  'Zapata',
  'Quintero',
  'Ospina',
  'Betancur',
  'Giraldo',
  'Arango',
  'Salazar',
];
// Colombian mobile prefixes (Claro, Movistar, Tigo, WOM).
const MOBILE_PREFIXES = [
  '300',
  '301',
  '302',
  '304',
  '305',
  '310',
  '311',
  '312',
  '313',
  '314',
  '315',
  '316',
  '317',
  '318',
  '319',
  '320',
  '321',
  '322',
  '323',
  '350',
  '351',
];
// Reserved example domains: demo leads never point at real mailboxes.
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];
const SOURCES = [
  'Sitio web',
  'Instagram',
  'Facebook',
  'WhatsApp',
  'Referido',
  'Feria inmobiliaria',
  'Portal inmobiliario',
  'Asistente IA',
  'Sala de ventas',
];

// The draws predate 'lost' and the sale's statuses; a lead is closed by a rule below instead, and a lead is quoted,
// holds a unit or buys only through a real quote or sale, so every other row stays as it was.
type DrawnStatus = Exclude<LeadStatus, 'lost' | 'quoted' | 'reserved' | 'won'>;
const RECENT_STATUS = { new: 60, contacted: 30, qualified: 10 } as const satisfies Record<
  DrawnStatus,
  number
>;
const OLDER_STATUS = { new: 15, contacted: 45, qualified: 40 } as const satisfies Record<DrawnStatus, number>;
// A lead still only 'En seguimiento' after this many days went cold and was closed.
const COLD_AFTER_DAYS = 75;

/** Where a channel's leads enter the pipeline: the chat, a web form, or the sales team's own typing. */
function originOf(source: string): LeadOrigin {
  if (source === 'Asistente IA') return 'chat';
  if (source === 'Sitio web' || source === 'Portal inmobiliario') return 'public_form';
  return 'manual';
}

// What kind of unit a project-wide enquiry is about.
const TYPE_OF_PROJECT: Partial<Record<ProjectType, PropertyType>> = {
  residential: 'apartment',
  mixed: 'apartment',
  commercial: 'commercial',
  office: 'office',
  hotel: 'apartment',
};

function interestTypesOf(target: LeadTarget | undefined): PropertyType[] {
  const type =
    target?.propertyType ?? (target?.projectType ? TYPE_OF_PROJECT[target.projectType] : undefined);
  return type ? [type] : [];
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function interestsFor(random: Random, target: LeadTarget | undefined): string {
  if (!target) return 'Consulta general sobre proyectos en la ciudad y formas de pago.';
  if (target.projectType === 'hotel')
    return 'Inversión en renta turística; pregunta por ocupación promedio y administración.';
  switch (target.propertyType) {
    case 'office':
      return random.pick([
        'Sede para una empresa de 10 personas.',
        'Oficina para consultorio; pregunta por parqueaderos.',
      ]);
    case 'commercial':
      return random.pick([
        'Local para restaurante; pregunta por el uso de suelo.',
        'Local para tienda de ropa con vitrina.',
      ]);
    case 'house':
      return random.pick([
        'Casa con jardín para familia con mascotas.',
        'Casa de descanso; quiere visitar el fin de semana.',
      ]);
    case 'land':
      return 'Lote para construir bodega; pregunta por norma urbana.';
    default: {
      const rooms = target.bedrooms
        ? `${target.bedrooms} alcoba${target.bedrooms > 1 ? 's' : ''}`
        : 'una alcoba';
      return random.pick([
        `Busca apartamento de ${rooms} para vivir con su familia.`,
        'Inversión para renta; pregunta por rentabilidad y administración.',
        'Primera vivienda; quiere usar subsidio y crédito hipotecario.',
        'Quiere pagar la cuota inicial a 24 meses.',
        `Apartamento de ${rooms} cerca de transporte público.`,
      ]);
    }
  }
}

function planLead(
  random: Random,
  targets: readonly LeadTarget[],
  companyId: number,
  createdAt: Date,
  recent: boolean
): NewLead {
  const eligible = targets.filter((t) => t.createdAt <= createdAt);
  const target = eligible.length > 0 ? random.pick(eligible) : undefined;
  const first = random.pick(FIRST_NAMES);
  const [surname, secondSurname] = random.sample(SURNAMES, 2);
  const emailNumber = random.chance(0.4) ? String(random.int(1, 99)) : '';
  return {
    companyId,
    projectId: target?.projectId ?? null,
    propertyId: target?.propertyId ?? null,
    contactName: `${first} ${surname} ${secondSurname}`,
    contactEmail: `${ascii(first)}.${ascii(surname ?? '')}${emailNumber}@${random.pick(EMAIL_DOMAINS)}`,
    contactPhone: `+57 ${random.pick(MOBILE_PREFIXES)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
    status: random.weighted<DrawnStatus>(recent ? RECENT_STATUS : OLDER_STATUS),
    source: random.pick(SOURCES),
    budget: target
      ? roundTo(target.price * random.between(0.85, 1.1), 1_000_000)
      : roundTo(random.between(250, 900) * 1e6, 10e6),
    interests: interestsFor(random, target),
    interestTypes: interestTypesOf(target),
    createdAt,
    updatedAt: createdAt,
  };
}

/** Plans recent and older leads for every company, each about something the company already listed then. */
export function planLeads(random: Random, targets: readonly LeadTarget[], now: Date): NewLead[] {
  const leads: NewLead[] = [];
  const companies = [...new Map(targets.map((t) => [t.company, t.companyId])).entries()];
  for (const [company, companyId] of companies) {
    const own = targets.filter((t) => t.company === company);
    // Recent leads stay clear of the 30-day boundary so a test run a little later counts the same.
    for (let i = 0; i < RECENT_LEADS[company]; i++) {
      leads.push(planLead(random, own, companyId, daysBefore(now, random.between(0.05, 29)), true));
    }
    for (let i = 0; i < OLDER_LEADS[company]; i++) {
      leads.push(planLead(random, own, companyId, daysBefore(now, random.between(32, 120)), false));
    }
  }
  leads.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  return leads.map(distinctContact()).map((lead) => ({
    ...lead,
    origin: originOf(lead.source ?? ''),
    status:
      lead.status === 'contacted' && lead.createdAt && lead.createdAt < daysBefore(now, COLD_AFTER_DAYS)
        ? 'lost'
        : lead.status,
  }));
}

/**
 * The pipeline merges contacts by e-mail or phone within a company, so two demo people drawn with the same name
 * get different addresses: the later one's e-mail takes a number.
 */
function distinctContact() {
  const seen = new Set<string>();
  return (lead: NewLead, index: number): NewLead => {
    let email = lead.contactEmail ?? '';
    if (seen.has(`${lead.companyId}:${email}`)) email = email.replace('@', `.${index}@`);
    seen.add(`${lead.companyId}:${email}`);
    return { ...lead, contactEmail: email };
  };
}
