import { type ChatLanguage, type ChatPropertyType, type ChatSlots, type Recommendation } from '#domain/chat';
import { AMENITY_NAMES_EN } from '#domain/chat-words-en';
import type { Understanding } from './understand';
import { usdToCop } from './understand';
import {
  AFFIRMATION_TEXT,
  DECLINE_TEXT,
  GREETING_TEXT,
  HELP_TEXT,
  NEW_SEARCH_TEXT,
  NO_CONTEXT_REFINE_TEXT,
  OUT_OF_CONTEXT_TEXT,
  THANKS_TEXT,
  pesos,
} from './replies';

// The assistant's English: the same replies as replies.ts, for a visitor who writes in English. Amounts stay in
// Colombian pesos, with their US dollar equivalent at the configured rate beside them.

const usd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const percentEn = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$480.000.000 (≈ US$120,000)': pesos as everywhere, and dollars at the configured rate. */
export const pesosUsd = (amount: number) => `${pesos(amount)} (≈ US$${usd.format(amount / usdToCop())})`;
/** '6.25 %' from 0.0625. */
export const percentOf = (ratio: number) => `${percentEn.format(ratio * 100)} %`;
/** '1,250' */
export const countEn = (n: number) => usd.format(n);

/** The property types' names in English (the Spanish ones are the domain's PROPERTY_TYPE_LABELS). */
export const TYPE_LABELS_EN: Record<ChatPropertyType, string> = {
  apartment: 'Apartment',
  house: 'House',
  office: 'Office',
  land: 'Lot',
  commercial: 'Commercial space',
};

/** 'March 3, 2027': a delivery date in English. */
export const dateEn = (date: string) =>
  new Date(`${date.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const NOUNS_EN: Record<ChatPropertyType, [string, string]> = {
  apartment: ['apartment', 'apartments'],
  house: ['house', 'houses'],
  office: ['office', 'offices'],
  land: ['lot', 'lots'],
  commercial: ['commercial space', 'commercial spaces'],
};

/** 'apartments', 'house', 'properties'. */
export const typeNounEn = (type: ChatPropertyType | null, plural = true) =>
  type ? NOUNS_EN[type][plural ? 1 : 0] : plural ? 'properties' : 'property';

/** 'a, b and c'. */
export function joinEn(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The filters in words: 'apartments with 2 bedrooms in Medellín up to $480.000.000 (≈ US$120,000)'. */
export function describeRequestEn(slots: ChatSlots): string {
  const parts: string[] = [typeNounEn(slots.property_type)];
  const { bedrooms_min: min, bedrooms_max: max } = slots;
  const rooms = (n: number) => `${n} ${n === 1 ? 'bedroom' : 'bedrooms'}`;
  if (min !== null && max !== null)
    parts.push(min === max ? `with ${rooms(min)}` : `with ${min} to ${max} bedrooms`);
  else if (min !== null) parts.push(`with ${min}+ bedrooms`);
  else if (max !== null) parts.push(`with up to ${rooms(max)}`);
  if (slots.bathrooms_min !== null) parts.push(`with ${slots.bathrooms_min}+ bathrooms`);
  if (slots.area_min !== null && slots.area_max !== null)
    parts.push(`of ${slots.area_min} to ${slots.area_max} m²`);
  else if (slots.area_min !== null) parts.push(`from ${slots.area_min} m²`);
  else if (slots.area_max !== null) parts.push(`up to ${slots.area_max} m²`);
  if (slots.parking_min !== null)
    parts.push(slots.parking_min > 1 ? `with ${slots.parking_min} parking spaces` : 'with parking');
  if (slots.amenities.length > 0)
    parts.push(
      `with ${joinEn(slots.amenities.map((c) => AMENITY_NAMES_EN[c] ?? c.replace(/^custom_/, '').replace(/_/g, ' ')))}`
    );
  const place = placePhraseEn(slots);
  if (place) parts.push(place);
  if (slots.price_min !== null && slots.price_max !== null)
    parts.push(`between ${pesosUsd(slots.price_min)} and ${pesosUsd(slots.price_max)}`);
  else if (slots.price_max !== null) parts.push(`up to ${pesosUsd(slots.price_max)}`);
  else if (slots.price_min !== null) parts.push(`from ${pesosUsd(slots.price_min)}`);
  if (slots.delivery) parts.push(slots.delivery === 'off_plan' ? 'off plan' : 'ready to move in');
  if (slots.cap_rate_min !== null)
    parts.push(`with a cap rate of at least ${percentOf(slots.cap_rate_min / 100)}`);
  return parts.join(' ');
}

/** 'in El Poblado, Medellín' / 'in Medellín'. */
export function placePhraseEn(slots: Pick<ChatSlots, 'city' | 'department' | 'neighborhood'>): string | null {
  if (slots.neighborhood && slots.city) return `in ${slots.neighborhood}, ${slots.city}`;
  const one = slots.neighborhood ?? slots.city ?? slots.department;
  return one ? `in ${one}` : null;
}

/** One result as a line of the reply, its price with the dollar equivalent. */
export function resultLineEn(index: number, r: Recommendation, withReturn = false): string {
  const facts = [r.price === null ? 'Price not available' : pesosUsd(r.price)];
  if (r.area !== null) facts.push(`${countEn(r.area)} m²`);
  if (r.bedrooms !== null && r.bedrooms > 0) facts.push(`${r.bedrooms} bd`);
  facts.push(r.locationLabel);
  if (withReturn && r.cap_rate !== null && r.estimated_rent !== null)
    facts.push(`cap rate ${percentOf(r.cap_rate / 100)}`, `est. rent ${pesosUsd(r.estimated_rent)}`);
  return `**${index}. ${r.title}** — ${facts.join(' · ')}`;
}

/** What the reply says about how it read the request, in English. */
export function conversionNotesEn(
  u: Pick<Understanding, 'conversions' | 'areaConversions' | 'unread' | 'excluded'>
): string[] {
  const notes = u.conversions.map(
    (c) =>
      `I read ${c.currency === 'USD' ? `US$${countEn(c.amount)}` : `€${countEn(c.amount)}`} as ${pesos(c.cop)} (at ${pesos(c.rate)} per ${c.currency === 'USD' ? 'dollar' : 'euro'}, reference rate).`
  );
  for (const a of u.areaConversions)
    notes.push(`I read ${countEn(a.sqft)} square feet as ${countEn(a.m2)} m².`);
  const ruledOut = [
    ...u.excluded.property_types.map((t) => NOUNS_EN[t][1]),
    ...u.excluded.neighborhoods,
    ...u.excluded.cities,
  ];
  if (ruledOut.length > 0) notes.push(`I left out ${joinEn(ruledOut.map((w) => `**${w}**`))}.`);
  if (u.unread.length > 0)
    notes.push(
      `I did not understand ${joinEn(u.unread.map((w) => `«${w}»`))}, so I did not use it in the search.`
    );
  return notes;
}

/** The reply to a place outside Colombia. */
export const foreignTextEn = (place: string) =>
  `For now I only have properties in Colombia, not in ${place}.`;

/** The heading of a search that found nothing even loosened (the company assistant counts it as unmet demand). */
export const NO_RESULTS_HEADING_EN = '## I found no available properties';

/** The replies without figures, in each language. */
export const FIXED_TEXTS: Record<
  ChatLanguage,
  Record<
    | 'greeting'
    | 'help'
    | 'newSearch'
    | 'outOfContext'
    | 'affirmation'
    | 'decline'
    | 'thanks'
    | 'noContextRefine',
    string
  >
> = {
  es: {
    greeting: GREETING_TEXT,
    help: HELP_TEXT,
    newSearch: NEW_SEARCH_TEXT,
    outOfContext: OUT_OF_CONTEXT_TEXT,
    affirmation: AFFIRMATION_TEXT,
    decline: DECLINE_TEXT,
    thanks: THANKS_TEXT,
    noContextRefine: NO_CONTEXT_REFINE_TEXT,
  },
  en: {
    greeting: `## Hi! I am In-Best's investment assistant
I search real properties in our inventory and work out their return with Colombian market assumptions.
Tell me what you are looking for, for example: **2 bedroom apartment in Medellín under 400 million pesos**.`,
    help: `## This is how I can help
**Find properties:** tell me the city or neighbourhood, property type, bedrooms, budget, area or amenities ("apartment in Laureles with parking under 450 million").
**Refine the search:** "cheaper", "with a pool", "what about Cali?", "no price limit", or remove a filter from its tag.
**Analyse an investment:** press **Analysis** on a property or write "financial analysis of the first one". I estimate rent, annual costs, NOI, cap rate, cash flow, ROI and the 10-year IRR; you can ask for it "with a 70 % loan over 20 years".
**Rank and compare:** "best cap rate in Cartagena", "cap rate above 5%", "compare the first two".
**Start over:** write "new search".`,
    newSearch: `## Let's start over
I cleared the previous filters. What type of property are you looking for, in which city and with what budget?`,
    outOfContext: `## That is outside what I can do
I am a real-estate investment assistant: I search available properties in Colombia and analyse their return.
Try something like **houses in Cali with a pool** or **investment analysis in Bogotá**.`,
    affirmation: `## Great!
Whenever you like, tell me what you are looking for or press **Analysis** on a property to see its return.`,
    decline: `## Understood
I am here if you want to refine the search or analyse another property.`,
    thanks: `## You're welcome!
If you want to go on, I can refine the search or analyse the return of any option.`,
    noContextRefine: `## Which search?
I have no search to adjust yet. Tell me what you are looking for, for example **apartment in Bogotá under 500 million pesos**.`,
  },
};

/** Short definitions for 'what is …?' questions, in English (the Spanish ones are GLOSSARY_TEXTS). */
export const GLOSSARY_TEXTS_EN: Record<string, string> = {
  cap_rate: `## Cap rate (capitalisation rate)
It is the **annual net operating income (NOI) divided by the purchase price**. It measures the property's return regardless of how it is financed. For urban housing in Colombia it is usually between 3 % and 6 %.`,
  roi: `## ROI (return on investment)
In my analyses it is the **first-year ROI: (cash flow + principal repaid + appreciation) ÷ cash invested**, where the cash invested is the down payment plus the deed and registration costs.`,
  tir: `## IRR (internal rate of return)
It is the **annual rate that makes zero the present value of every flow**: the cash invested today, each year's cash flow and the net sale at the end. I work it out over 10 years.`,
  noi: `## NOI (net operating income)
It is the **annual rent minus the annual operating costs**: vacancy, building fee, property tax, maintenance, insurance and, where it applies, the letting agent's commission with VAT. It does not include the mortgage payments.`,
  cash_on_cash: `## Cash-on-cash
It is the **annual cash flow (NOI minus mortgage payments) divided by the cash invested** (down payment plus closing costs).`,
  gross_yield: `## Gross yield
It is **one year's rent divided by the purchase price**, before any cost.`,
  ley_820: `## Law 820 of 2003
It governs the rent of urban housing. Its article 18 caps the **monthly rent at 1 % of the market value** of the property, and that value cannot exceed twice the cadastral value. Article 20 caps the yearly increase at the previous year's CPI.`,
  vis: `## Social housing (VIS)
Housing whose price does not exceed **135 minimum monthly wages** (Law 1955 of 2019, art. 85). Banks may lend up to **80 %** of its value; for other housing the cap is **70 %** (Law 546 of 1999).`,
  predial: `## Property tax (predial)
A yearly municipal tax on the **cadastral value**, at a per-thousand rate that depends on the city, the socio-economic stratum and the value. I estimate it with each city's average residential rate on a cadastral value of 70 % of the price.`,
  closing: `## Deed and registration costs
The buyer pays about: **notary 0.27 %** (half of the notary fees), **registration tax 1 %** and **registry fees 0.5 %** of the purchase value.`,
  admin_fee: `## Building fee (administración)
What the building's owners' association charges every month for the upkeep of the common areas. I estimate it per m² by city when I do not know the building's.`,
};
