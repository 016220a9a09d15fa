import { allowedTypos, editDistance } from './fuzzy';
import { parseNumberLiteral } from './numbers';

// Foreign investors write in English or mix it with Spanish ('apto in Medellín, 2 bedrooms, max 120k USD'). Rather
// than a second rule set, English phrases are rewritten into the Spanish the rules already read, so both languages
// share one set of bounds, money rules and places, and a mixed message is just Spanish to the rules. Only words that
// are not Spanish are rewritten, so a Spanish message passes through unchanged.

/** An area the visitor gave in square feet and the square metres it was read as. */
export type AreaConversion = { sqft: number; m2: number };

const SQFT_TO_M2 = 0.09290304;

const ENGLISH_NUMBERS: Record<string, string> = {
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
};

// Misspelt English words, corrected before the phrases are read ('bedroms', 'apartmant', 'ofice').
const SPELLING_TARGETS = [
  'apartment',
  'apartments',
  'bedroom',
  'bedrooms',
  'bathroom',
  'bathrooms',
  'office',
  'offices',
  'balcony',
  'elevator',
  'parking',
  'swimming',
  'security',
  'habitaciones',
] as const;

/** Phrases in the order they are rewritten: longer and more specific ones first. */
const PHRASES: readonly [RegExp, string][] = [
  // Requests and small talk
  [/\b(hi|hello|hey) there\b/g, 'hola'],
  [/\bgood (morning|afternoon|evening)\b/g, 'buenos dias'],
  [/\b(new search|start over|start again)\b/g, 'nueva busqueda'],
  [
    /\b((i|we) (am|are|m|re) (looking|searching) for|(i m|im|we re) (looking|searching) for|(looking|searching) for|(i|we) (want|need|would like|d like)( to buy)?|show me|find me|can you find( me)?|do you have|are there( any)?|is there)\b/g,
    'busco',
  ],
  [/\b(what can you do|how does this work|help me|help)\b/g, 'ayuda'],
  [/\b(what is|what s|what are|what does|explain|define)\b/g, 'que es'],
  [/\b(thank you|thanks)\b/g, 'gracias'],
  [/\b(please|pls)\b/g, 'por favor'],
  // Financial analysis of a result, with or without a loan
  [/\b(financial analysis|investment analysis|analy[sz]e|analysis)\b/g, 'analisis'],
  [/\b(the )?(first|1st)( one| option| property| result)?\b/g, 'la primera'],
  [/\b(the )?(second|2nd)( one| option| property| result)?\b/g, 'la segunda'],
  [/\b(the )?(third|3rd)( one| option| property| result)?\b/g, 'la tercera'],
  [/\b(the )?last( one| option| property| result)?\b/g, 'la ultima'],
  [/\b(in cash|cash purchase|paying cash|all cash|without (a )?(mortgage|loan))\b/g, 'de contado'],
  [/\b(with|using) (a )?(mortgage|loan|financing)\b/g, 'con credito'],
  [/\b(mortgage|loan)\b/g, 'credito'],
  [/\bover (\d{1,2}) years\b/g, 'a $1 anos'],
  [/\b(\d{1,2}) years?\b/g, '$1 anos'],
  [/\bdown payment\b/g, 'cuota inicial'],
  // 'cap rate' is a term of its own (the glossary and the analysis read it).
  [/\b(interest rate|(?<!cap )rate)\b/g, 'tasa'],
  // Areas
  [/\b(square meters?|square metres?|sq ?m|sq ?meters?|sq ?metres?|sqm|sq mts?)\b/g, 'm2'],
  [/\b(meters|metres)\b/g, 'metros'],
  // Wishes the data can answer
  [
    /\b((near|close to|by|on|next to|walking distance (to|from)) the (beach|sea|ocean)|beach ?front|ocean ?front|sea ?front|(ocean|sea) views?|views? of the (sea|ocean)|beach)\b/g,
    'cerca a la playa',
  ],
  [/\b(24 ?\/ ?7|24 ?h(ours?)?|round the clock) (security|doorman|concierge)\b/g, 'seguridad 24 horas'],
  [/\b(bike|bicycle) (parking|storage|racks?)\b/g, 'bicicletero'],
  [/\b(\d) car (garage|parking)\b/g, '$1 parqueaderos'],
  [/\b(double garage|double parking)\b/g, 'parqueadero doble'],
  [/\b(parking (spots?|spaces?|lots?)|car (spaces?|parks?)|carports?|garages?|parking)\b/g, 'parqueadero'],
  [/\b(swimming pools?|pools?)\b/g, 'piscina'],
  [/\b(gyms?|fitness (center|centre|room))\b/g, 'gimnasio'],
  [/\b(balcony|balconies)\b/g, 'balcon'],
  [/\b((rooftop|roof) (terraces?|decks?)|terraces?)\b/g, 'terraza'],
  [/\b(elevators?|lifts?)\b/g, 'ascensor'],
  [/\b(gated (community|complex)|doorman|concierge|security)\b/g, 'seguridad'],
  [/\b(pets? (allowed|welcome|friendly)|pets?|dogs?|cats?)\b/g, 'mascotas'],
  [/\b(gardens?|green areas?|back ?yards?|yards?)\b/g, 'jardin'],
  [/\b(barbecue|barbeque|grill|bbq area)\b/g, 'bbq'],
  [/\b(laundry( room)?)\b/g, 'lavanderia'],
  [/\b(air conditioning|air conditioned|a ?\/ ?c|aircon)\b/g, 'aire acondicionado'],
  [/\b(heating|fireplace)\b/g, 'calefaccion'],
  [/\b(saunas?|jacuzzis?|hot tubs?|steam room)\b/g, 'sauna'],
  [/\b(playgrounds?|kids (area|club|zone)|children s (area|play area))\b/g, 'zona infantil'],
  [/\b((tennis|sports|squash|basketball|paddle|padel) courts?)\b/g, 'cancha'],
  [/\b(co working( space)?|coworking space)\b/g, 'coworking'],
  [/\b((party|social|event|events|function) (room|hall|lounge))\b/g, 'salon social'],
  [/\b(no|not) (parking|garage)\b/g, 'sin parqueadero'],
  // Delivery and purpose
  [
    /\b(off plan|pre ?construction|under construction|pre ?sales?|new developments?|new builds?|new construction|to be built)\b/g,
    'sobre planos',
  ],
  [
    /\b(move in ready|ready to move in(to)?|ready to live in|immediate delivery|ready to move|resale)\b/g,
    'entrega inmediata',
  ],
  [/\b(to rent (it )?out|rent (it )?out|short term rentals?|for airbnb)\b/g, 'para arrendar'],
  [/\b(for investment|to invest|investing|investment|investor|invest)\b/g, 'para invertir'],
  [/\b(to live in|to live|for my family|for living)\b/g, 'para vivir'],
  // Comparisons against the results shown
  [/\b(bigger|larger|more|greater|higher) than\b/g, 'mas de'],
  [/\b(smaller|less|fewer|lower|cheaper) than\b/g, 'menos de'],
  [/\b(cheaper|less expensive|more affordable|lower priced)\b/g, 'mas barato'],
  [/\b(more expensive|pricier|higher end)\b/g, 'mas caro'],
  [/\b(bigger|larger|more spacious|more space)\b/g, 'mas grande'],
  [/\b(smaller)\b/g, 'mas pequeno'],
  // Bounds
  [/\bbetween\b/g, 'entre'],
  [/\bfrom (\$?\d[\d.,]*(?: ?[a-z]+)?) to (\$?\d)/g, 'entre $1 y $2'],
  [/\b(\d[\d.,]*(?: ?[a-z]+)?) to (\$?\d)/g, '$1 a $2'],
  [/\b(starting (at|from)|from)\b/g, 'desde'],
  [/\b(no more than|not more than|not over|up to|at most|maximum of|max of|maximum|tops)\b/g, 'hasta'],
  [/\b(at least|minimum of|min of|minimum)\b/g, 'al menos'],
  [/\b(under|below|less than)\b/g, 'menos de'],
  [/\b(over|above|more than)\b/g, 'mas de'],
  [/\b(around|about|approximately|approx|roughly|circa)\b/g, 'alrededor de'],
  [/\bor (more|above|bigger|larger)\b/g, 'o mas'],
  [/\bor (less|fewer|below|smaller)\b/g, 'o menos'],
  [/\b((my|our) budget is|budget of|budget is|budget)\b/g, 'presupuesto de'],
  [/\b(priced at|price of|asking price)\b/g, 'precio de'],
  [/\bprice\b/g, 'precio'],
  // Money
  [/\b(billions?|bn)\b/g, 'mil millones'],
  [/\b(millions?|mn)\b/g, 'millones'],
  [/\b(thousands?)\b/g, 'mil'],
  [/\b(us dollars?|dollars?|bucks)\b/g, 'dolares'],
  [/\b(euros?)\b/g, 'euros'],
  // Rooms
  [/\b(\d{1,2}) ?(bedrooms?|beds?|br|brs|bd|bds|bdrms?|rooms?)\b/g, '$1 habitaciones'],
  [/\b(\d{1,2}) ?(bathrooms?|baths?|ba)\b/g, '$1 banos'],
  [/\b(bedrooms?|rooms)\b/g, 'habitaciones'],
  [/\b(bathrooms?|baths?)\b/g, 'banos'],
  // Property types
  [/\b(studio apartments?|studios?)\b/g, 'apartaestudio'],
  [/\b(apartments?|apts?|flats?|condos?|condominiums?)\b/g, 'apartamento'],
  [/\b(country houses?)\b/g, 'casa campestre'],
  [/\b(houses?|town ?houses?|single family homes?|detached homes?)\b/g, 'casa'],
  [/\b(homes?)\b/g, 'vivienda'],
  [/\b(office space|offices?|workspace)\b/g, 'oficina'],
  [/\b(plots? of land|building lots?|land|lots?|plots?)\b/g, 'lote'],
  [/\b(farms?)\b/g, 'finca'],
  [
    /\b(commercial (space|spaces|premises|property|properties|units?)|retail (space|spaces|units?|premises)|shops?|stores?|storefronts?|retail)\b/g,
    'local comercial',
  ],
  [/\b(warehouses?)\b/g, 'bodega'],
  [/\b(for sale)\b/g, 'en venta'],
  [/\b(properties)\b/g, 'propiedades'],
  [/\b(property|real estate)\b/g, 'propiedad'],
  [/\b(to buy|buy|purchase)\b/g, 'comprar'],
  // Connecting words
  [
    /\b(but not in|not in|except in|except for|except|excluding|other than|anything but|but not|not)\b/g,
    'excepto',
  ],
  [/\b(close to|near)\b/g, 'cerca de'],
  [/\bwithout\b/g, 'sin'],
  [/\bwith\b/g, 'con'],
  [/\b(in|at)\b/g, 'en'],
  [/\band\b/g, 'y'],
  [/\bor\b/g, 'o'],
  [/\bfor\b/g, 'por'],
  [/\bof\b/g, 'de'],
  [/\b(yes|yeah|yep|sure)\b/g, 'si'],
];

// The chips' 'Remove filter: city' of an English conversation, read as the Spanish chips' 'Quitar filtro: ciudad'.
// An amenity keeps its English name, which the phrases below then rewrite as they do in a search.
const FILTER_NAMES_EN: Record<string, string> = {
  type: 'tipo',
  'property type': 'tipo',
  neighbourhood: 'barrio',
  neighborhood: 'barrio',
  city: 'ciudad',
  department: 'departamento',
  bedrooms: 'habitaciones',
  bathrooms: 'banos',
  price: 'precio',
  area: 'area',
  parking: 'parqueadero',
  purpose: 'proposito',
  delivery: 'entrega',
  'cap rate': 'rentabilidad',
  order: 'orden',
};
const REMOVE_FILTER = /\bremove (?:the )?filter (?:for |of )?([a-z0-9 ]+?)$/;

const AREA_IN_FEET = /\b(\d[\d.,]*) ?(?:sq\.? ?ft|sqft|square (?:feet|foot)|ft2|ft²|sf)(?![a-z0-9])/g;

/** Rewrites the English of a folded message into Spanish the rules read, and reads square feet as square metres. */
export function spanishForEnglish(folded: string): { text: string; areas: AreaConversion[] } {
  const areas: AreaConversion[] = [];
  let text = folded
    // 'two-bedroom', 'off-plan', 'move-in': a hyphen between words is a space.
    .replace(/(?<=[a-z0-9])-(?=[a-z])/g, ' ')
    // Before the spelling is corrected: 'department' is no misspelt 'apartment' here.
    .replace(REMOVE_FILTER, (_, name: string) => `quitar filtro ${FILTER_NAMES_EN[name] ?? name}`)
    .split(' ')
    .map(correctSpelling)
    .join(' ');
  text = text.replace(/\b(one|a single) (?=(bedroom|bed|bathroom|bath|parking)s?\b)/g, '1 ');
  text = text.replace(
    /\b(two|three|four|five|six|seven|eight|nine|ten)\b/g,
    (word) => ENGLISH_NUMBERS[word] ?? word
  );
  text = text.replace(AREA_IN_FEET, (_, raw: string) => {
    const sqft = parseNumberLiteral(raw);
    if (sqft === null) return raw;
    const m2 = Math.round(sqft * SQFT_TO_M2);
    areas.push({ sqft, m2 });
    return `${m2} m2`;
  });
  for (const [pattern, spanish] of PHRASES) text = text.replace(pattern, spanish);
  return { text: text.replace(/\s+/g, ' ').trim(), areas };
}

// Correct words a target lies close to: 'habitacion' is 'habitaciones' in the singular, not a typo.
const EXACT_WORDS = new Set<string>([...SPELLING_TARGETS, 'habitacion', 'balcon']);

/** Most corrections {@link correctSpelling} remembers; past it, it starts over. */
const CORRECTIONS_KEPT = 10_000;
const corrections = new Map<string, string>();

// Visitors use the same few hundred words: each is measured against every target once, not in every message.
function correctSpelling(word: string): string {
  if (word.length < 5 || EXACT_WORDS.has(word) || /\d/.test(word)) return word;
  let corrected = corrections.get(word);
  if (corrected === undefined) {
    if (corrections.size >= CORRECTIONS_KEPT) corrections.clear();
    corrected = closestTarget(word);
    corrections.set(word, corrected);
  }
  return corrected;
}

function closestTarget(word: string): string {
  for (const target of SPELLING_TARGETS) {
    const max = allowedTypos(target.length);
    if (max > 0 && editDistance(word, target, max) <= max) return target;
  }
  return word;
}
