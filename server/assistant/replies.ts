import {
  AMENITY_LABELS,
  DELIVERY_LABELS,
  type ChatPropertyType,
  type ChatSlots,
  type Recommendation,
} from '#domain/chat';
import { formatMoney } from '#domain/format';
import type { Understanding } from './understand';

// Every Spanish text the assistant writes. Replies use only '#'-headings and **bold** (the chat renders nothing else).

const NOUNS: Record<ChatPropertyType, [string, string]> = {
  apartment: ['apartamento', 'apartamentos'],
  house: ['casa', 'casas'],
  office: ['oficina', 'oficinas'],
  land: ['lote', 'lotes'],
  commercial: ['local comercial', 'locales comerciales'],
};

const numberFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
const decimals = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '1.250' */
export const formatCount = (n: number) => numberFormat.format(n);
/** '6,25 %' from 0.0625. */
export const formatPercent = (ratio: number) => `${decimals.format(ratio * 100)} %`;
const rate = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 3 });
/** '10 %', '0,5 %', '0,949 %' from 0.1, 0.005, 0.00949: an assumption's rate without padding zeros. */
export const formatRate = (ratio: number) => `${rate.format(ratio * 100)} %`;
/** '$318.000.000' */
export const pesos = (amount: number) => formatMoney(amount, 'COP');

/** 'apartamentos' / 'propiedades' for the filters' type. */
export const typeNoun = (type: ChatPropertyType | null, plural = true) =>
  type ? NOUNS[type][plural ? 1 : 0] : plural ? 'propiedades' : 'propiedad';

/** The filters in words: 'apartamentos de 2 habitaciones en Medellín por hasta $400.000.000'. */
export function describeRequest(slots: ChatSlots): string {
  const parts: string[] = [typeNoun(slots.property_type)];
  const bedrooms = roomsPhrase(slots.bedrooms_min, slots.bedrooms_max);
  if (bedrooms) parts.push(bedrooms);
  if (slots.bathrooms_min !== null) parts.push(`con ${slots.bathrooms_min} baños o más`);
  if (slots.area_min !== null && slots.area_max !== null)
    parts.push(`de ${slots.area_min} a ${slots.area_max} m²`);
  else if (slots.area_min !== null) parts.push(`desde ${slots.area_min} m²`);
  else if (slots.area_max !== null) parts.push(`de hasta ${slots.area_max} m²`);
  if (slots.parking_min !== null) {
    parts.push(slots.parking_min > 1 ? `con ${slots.parking_min} parqueaderos` : 'con parqueadero');
  }
  if (slots.amenities.length > 0) {
    parts.push(`con ${joinWords(slots.amenities.map((c) => (AMENITY_LABELS[c] ?? c).toLowerCase()))}`);
  }
  const place = placePhrase(slots);
  if (place) parts.push(place);
  const price = pricePhrase(slots);
  if (price) parts.push(price);
  if (slots.delivery) parts.push(DELIVERY_LABELS[slots.delivery].toLowerCase());
  if (slots.cap_rate_min !== null)
    parts.push(`con cap rate desde ${formatPercent(slots.cap_rate_min / 100)}`);
  return parts.join(' ');
}

function roomsPhrase(min: number | null, max: number | null): string | null {
  const noun = (n: number) => (n === 1 ? 'habitación' : 'habitaciones');
  if (min !== null && max !== null)
    return min === max ? `de ${min} ${noun(min)}` : `de ${min} a ${max} habitaciones`;
  if (min !== null) return `de ${min} ${noun(min)} o más`;
  if (max !== null) return `de hasta ${max} ${noun(max)}`;
  return null;
}

/** 'en El Poblado, Medellín' / 'en Medellín' / 'en Antioquia'. */
export function placePhrase(slots: Pick<ChatSlots, 'city' | 'department' | 'neighborhood'>): string | null {
  if (slots.neighborhood && slots.city) return `en ${slots.neighborhood}, ${slots.city}`;
  if (slots.neighborhood) return `en ${slots.neighborhood}`;
  if (slots.city) return `en ${slots.city}`;
  if (slots.department) return `en ${slots.department}`;
  return null;
}

function pricePhrase(slots: ChatSlots): string | null {
  if (slots.price_min !== null && slots.price_max !== null) {
    return `entre ${pesos(slots.price_min)} y ${pesos(slots.price_max)}`;
  }
  if (slots.price_max !== null) return `por hasta ${pesos(slots.price_max)}`;
  if (slots.price_min !== null) return `desde ${pesos(slots.price_min)}`;
  return null;
}

/** 'a, b y c' */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} y ${words[words.length - 1]}`;
}

/** One result as a line of the reply: '**1. Apto 601 · Mirador** — $318.000.000 · 58 m² · Belén, Medellín'. */
export function resultLine(index: number, r: Recommendation, withReturn = false): string {
  const facts = [r.priceLabel];
  if (r.area !== null) facts.push(`${formatCount(r.area)} m²`);
  if (r.bedrooms !== null && r.bedrooms > 0) facts.push(`${r.bedrooms} hab.`);
  facts.push(r.locationLabel);
  if (withReturn && r.cap_rate !== null && r.estimated_rent !== null) {
    facts.push(`cap rate ${formatPercent(r.cap_rate / 100)}`, `arriendo estimado ${pesos(r.estimated_rent)}`);
  }
  return `**${index}. ${r.title}** — ${facts.join(' · ')}`;
}

export const GREETING_TEXT = `## ¡Hola! Soy el asistente de inversión de In-Best
Busco propiedades reales de nuestro inventario y calculo su rentabilidad con supuestos del mercado colombiano.
Cuéntame qué buscas, por ejemplo: **apartamento de 2 habitaciones en Medellín por menos de 400 millones**.`;

export const HELP_TEXT = `## Así puedo ayudarte
**Buscar propiedades:** dime ciudad o barrio, tipo de inmueble, habitaciones, presupuesto, área o amenidades ("apartamento en Laureles con parqueadero por menos de 450 millones").
**Afinar la búsqueda:** "más barato", "con piscina", "y en Cali?", "sin límite de precio" o quita un filtro desde sus etiquetas.
**Analizar una inversión:** pulsa **Análisis** en una propiedad o escribe "análisis financiero de la primera". Calculo arriendo estimado, costos anuales, NOI, cap rate, flujo de caja, ROI y TIR a 10 años; puedes pedirlo "con crédito del 70 % a 20 años".
**Empezar de nuevo:** escribe "nueva búsqueda".`;

export const NEW_SEARCH_TEXT = `## Empecemos de nuevo
Borré los filtros anteriores. ¿Qué tipo de propiedad buscas, en qué ciudad y con qué presupuesto?`;

export const OUT_OF_CONTEXT_TEXT = `## Eso está fuera de lo que sé hacer
Soy un asistente de inversión inmobiliaria: busco propiedades disponibles en Colombia y analizo su rentabilidad.
Prueba con algo como **casas en Cali con piscina** o **análisis financiero de inversión en Bogotá**.`;

export const AFFIRMATION_TEXT = `## ¡Perfecto!
Cuando quieras, dime qué buscas o pulsa **Análisis** en una propiedad para ver su rentabilidad.`;

export const DECLINE_TEXT = `## Entendido
Sigo aquí si quieres afinar la búsqueda o analizar otra propiedad.`;

export const THANKS_TEXT = `## ¡Con gusto!
Si quieres seguir, puedo afinar la búsqueda o analizar la rentabilidad de cualquier opción.`;

export const NO_CONTEXT_REFINE_TEXT = `## ¿Sobre qué búsqueda?
Aún no tengo una búsqueda que ajustar. Cuéntame qué buscas, por ejemplo **apartamento en Bogotá por menos de 500 millones**.`;

/**
 * What the reply says about how it read the request: amounts in dollars or euros with the rate used, square feet
 * as square metres, and the words it could not use, so a visitor sees which constraints were taken.
 */
export function conversionNotes(
  u: Pick<Understanding, 'conversions' | 'areaConversions' | 'unread' | 'excluded'>
): string[] {
  const notes = u.conversions.map((c) =>
    c.currency === 'USD'
      ? `Tomé US$${formatCount(c.amount)} como ${pesos(c.cop)} (a ${pesos(c.rate)} por dólar, tasa de referencia).`
      : `Tomé ${formatCount(c.amount)} € como ${pesos(c.cop)} (a ${pesos(c.rate)} por euro, tasa de referencia).`
  );
  for (const a of u.areaConversions) {
    notes.push(`Tomé ${formatCount(a.sqft)} pies cuadrados como ${formatCount(a.m2)} m².`);
  }
  const ruledOut = [
    ...u.excluded.property_types.map((t) => NOUNS[t][1]),
    ...u.excluded.neighborhoods,
    ...u.excluded.cities,
  ];
  if (ruledOut.length > 0) notes.push(`Dejé por fuera ${joinWords(ruledOut.map((w) => `**${w}**`))}.`);
  if (u.unread.length > 0) {
    notes.push(
      `No entendí ${joinWords(u.unread.map((w) => `«${w}»`))}, así que no lo tuve en cuenta en la búsqueda.`
    );
  }
  return notes;
}

/** The reply to a place outside Colombia. */
export const foreignText = (place: string) => `Por ahora solo tengo propiedades en Colombia, no en ${place}.`;

/** Short definitions for '¿qué es …?' questions. */
export const GLOSSARY_TEXTS: Record<string, string> = {
  cap_rate: `## Cap rate (tasa de capitalización)
Es el **ingreso operativo neto anual (NOI) dividido por el precio de compra**. Mide el rendimiento del inmueble sin tener en cuenta cómo se financia. En vivienda urbana colombiana suele estar entre el 3 % y el 6 %.`,
  roi: `## ROI (retorno sobre la inversión)
En mis análisis es el **ROI del primer año: (flujo de caja + abono a capital del crédito + valorización) ÷ efectivo invertido**, donde el efectivo invertido es la cuota inicial más los gastos de escrituración y registro.`,
  tir: `## TIR (tasa interna de retorno)
Es la **tasa anual que hace cero el valor presente de todos los flujos**: el efectivo invertido hoy, los flujos de caja de cada año y la venta neta al final. Yo la calculo a 10 años.`,
  noi: `## NOI (ingreso operativo neto)
Es el **arriendo anual menos los costos anuales de operación**: vacancia, administración, predial, mantenimiento, seguro y, si aplica, la comisión de la inmobiliaria con IVA. No incluye las cuotas del crédito.`,
  cash_on_cash: `## Cash-on-cash
Es el **flujo de caja anual (NOI menos cuotas del crédito) dividido por el efectivo invertido** (cuota inicial más gastos de cierre).`,
  gross_yield: `## Rentabilidad bruta
Es el **arriendo de un año dividido por el precio de compra**, antes de cualquier costo.`,
  ley_820: `## Ley 820 de 2003
Regula el arriendo de vivienda urbana. Su artículo 18 limita el **canon mensual al 1 % del valor comercial** del inmueble, y ese valor no puede superar dos veces el avalúo catastral. El artículo 20 limita el reajuste anual al IPC del año anterior.`,
  vis: `## Vivienda de interés social (VIS)
Vivienda cuyo precio no supera **135 salarios mínimos** (Ley 1955 de 2019, art. 85). Con ella los bancos pueden financiar hasta el **80 %** del valor; para el resto de vivienda el tope es el **70 %** (Ley 546 de 1999).`,
  predial: `## Impuesto predial
Impuesto municipal anual sobre el **avalúo catastral**, con una tarifa por mil que depende de la ciudad, el estrato y el valor. Lo estimo con una tarifa media residencial de cada ciudad sobre un avalúo del 70 % del precio.`,
  closing: `## Gastos de escrituración y registro
Al comprador le corresponden aproximadamente: **notaría 0,27 %** (la mitad de los derechos notariales), **impuesto de registro 1 %** y **derechos de registro 0,5 %** del valor de la compra.`,
  admin_fee: `## Cuota de administración
Es lo que cobra la copropiedad cada mes por el mantenimiento de las zonas comunes. La estimo por m² según la ciudad cuando no conozco la del edificio.`,
};
