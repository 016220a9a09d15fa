import type { ChatPropertyType, Delivery, Purpose } from '#domain/chat';

// The Spanish vocabulary of the rules, as regular expressions over folded text (lower case, no accents). Each entry
// says what a visitor may type; the understanding step decides what it means in context.

export const PROPERTY_TYPE_PATTERNS: readonly [ChatPropertyType, RegExp][] = [
  ['commercial', /\b(locales comerciales|local comercial|locales|local|bodegas?|comerciales)\b/g],
  [
    'apartment',
    /\b(apartamentos?|apartamientos?|aptos?|apartaestudios?|aparta estudios?|deptos?|penthouses?|pent house|duplex|lofts?|departamentos?(?! (de|del) ))\b/g,
  ],
  ['house', /\b(casas? campestres?|casas?|chalets?|casaquintas?|viviendas? unifamiliar(es)?)\b/g],
  ['office', /\b(oficinas?|consultorios?)\b/g],
  ['land', /\b(lotes?|terrenos?|predios?|fincas?|parcelas?)\b/g],
];

/** Words of each type, for typo tolerance ('apartameto', 'ofcina'). */
export const PROPERTY_TYPE_WORDS: Readonly<Record<string, ChatPropertyType>> = {
  apartamento: 'apartment',
  apartamentos: 'apartment',
  apartaestudio: 'apartment',
  casas: 'house',
  oficina: 'office',
  oficinas: 'office',
  consultorio: 'office',
  terreno: 'land',
  terrenos: 'land',
  locales: 'commercial',
  bodega: 'commercial',
};

export const AMENITY_PATTERNS: readonly [string, RegExp][] = [
  ['bicicletero', /\b(bicicleteros?|cicloparqueaderos?|parqueaderos? (de|para) bicicletas?)\b/g],
  ['piscina', /\b(piscinas?|albercas?|piletas?)\b/g],
  ['gimnasio', /\b(gimnasios?|gym|gimnacio)\b/g],
  ['balcon', /\b(balcon|balcones)\b/g],
  ['terraza', /\b(terrazas?)\b/g],
  ['ascensor', /\b(ascensor(es)?|elevador(es)?)\b/g],
  ['seguridad', /\b(seguridad( 24 horas)?|vigilancia|porteria|portero|conjunto cerrado)\b/g],
  ['mascotas', /\b(mascotas?|pet ?friendly|que acepte(n)? perros|perros?|gatos?)\b/g],
  ['jardin', /\b(jardin(es)?|zonas? verdes?)\b/g],
  ['bbq', /\b(bbq|asadores?|parrillas?|zona (de )?asados?|zona bbq)\b/g],
  ['lavanderia', /\b(lavanderia|zona de ropas)\b/g],
  ['aire_acondicionado', /\b(aire acondicionado|con aire|climatizad[oa]s?)\b/g],
  ['calefaccion', /\b(calefaccion|chimenea)\b/g],
  ['spa', /\b(spa|sauna|turco|jacuzzi)\b/g],
  ['salon_social', /\b(salon (social|comunal|de eventos))\b/g],
  ['zona_infantil', /\b(zona infantil|parque infantil|zona de ninos|juegos infantiles)\b/g],
  ['cancha', /\b(canchas?( multiples?)?|squash)\b/g],
  ['coworking', /\b(coworking|co working|sala de trabajo)\b/g],
  ['custom_vista_al_mar', /\b(vista al mar|frente al mar|frente a la playa|cerca (al mar|a la playa))\b/g],
];

export const PURPOSE_PATTERNS: readonly [Purpose, RegExp][] = [
  [
    'rent',
    /\b(para (arrendar|alquilar|rentar|renta|arriendo|poner en arriendo)|arrendarl[oa]|alquilarl[oa]|ponerl[oa] en arriendo|airbnb|rentas? cortas?)\b/g,
  ],
  ['invest', /\b(invertir|inversion(es)?|inversionista|rentabilidad|rentables?|valorizacion|valorizar)\b/g],
  [
    'live',
    /\b(para vivir|vivir|con mi familia|para mi familia|habitar|mi hogar|vivienda propia|mudarme|mudarnos|residir)\b/g,
  ],
];

export const DELIVERY_PATTERNS: readonly [Delivery, RegExp][] = [
  [
    'off_plan',
    /\b(sobre planos?|en planos?|pre ?ventas?|en construccion|por construir|proyectos? nuevos?|lanzamiento)\b/g,
  ],
  [
    'immediate',
    /\b(entrega inmediata|inmediat[oa]s?|listo para (habitar|vivir|mudarse|estrenar)|lista para (habitar|vivir|mudarse|estrenar)|ya construid[oa]s?|terminad[oa]s?|usad[oa]s?)\b/g,
  ],
];

export type Relative = 'cheaper' | 'pricier' | 'bigger' | 'smaller' | 'more_bedrooms' | 'fewer_bedrooms';

export const RELATIVE_PATTERNS: readonly [Relative, RegExp][] = [
  [
    'cheaper',
    /\b(algo )?(mas (barat[oa]s?|economic[oa]s?|asequibles?|accesibles?)|menos (car[oa]s?|costos[oa]s?)|(de )?menor (precio|valor)|precios? mas bajos?|mas bajos? de precio)\b/g,
  ],
  [
    'pricier',
    /\b(mas (car[oa]s?|costos[oa]s?|lujos[oa]s?|exclusiv[oa]s?)|(de )?mayor (precio|valor)|de lujo|mas alta gama)\b/g,
  ],
  ['bigger', /\b(mas (grandes?|ampli[oa]s?|espacios[oa]s?)|(de )?mayor area|mas metros)\b/g],
  ['smaller', /\b(mas (pequen[oa]s?|chic[oa]s?|compact[oa]s?)|(de )?menor area|menos metros)\b/g],
  ['more_bedrooms', /\bmas (habitaciones|alcobas|cuartos|dormitorios)\b/g],
  ['fewer_bedrooms', /\bmenos (habitaciones|alcobas|cuartos|dormitorios)\b/g],
];

/** Filters a 'Quitar filtro: …' message (the chips) or a 'sin filtro de …' phrase may name. */
export const FILTER_NAMES: readonly [string, RegExp][] = [
  ['property_type', /^(tipo|tipo de inmueble|tipo de propiedad)$/],
  ['neighborhood', /^(barrio|sector|zona)$/],
  ['city', /^(ciudad)$/],
  ['location', /^(ubicacion|lugar)$/],
  ['department', /^(departamento|region)$/],
  ['bedrooms', /^(habitaciones|alcobas|cuartos|dormitorios)$/],
  ['bathrooms', /^(banos)$/],
  ['price', /^(precio|presupuesto|valor)$/],
  ['area', /^(area|metros|tamano|m2)$/],
  ['parking', /^(parqueadero|parqueaderos|garaje)$/],
  ['purpose', /^(proposito|objetivo|uso)$/],
  ['delivery', /^(entrega)$/],
  ['cap_rate_min', /^(rentabilidad|rentabilidad minima|cap rate)$/],
  ['rank_by', /^(orden)$/],
];

export const CLEAR_PATTERNS: readonly [string, RegExp][] = [
  [
    'price',
    /\b(sin (limite|tope|restriccion|restricciones) de (precio|presupuesto)|sin limites? de precio|cualquier precio|no importa (el )?(precio|presupuesto)|sin importar (el )?(precio|presupuesto)|sin presupuesto|precio libre|sin tope)\b/g,
  ],
  [
    'location',
    /\b(en )?(cualquier (ciudad|parte|lugar|sitio|zona)|sin importar (la )?(ciudad|ubicacion|zona)|no importa (la )?(ciudad|ubicacion|zona)|en todo el pais|en toda colombia|donde sea|en otras ciudades)\b/g,
  ],
  [
    'property_type',
    /\b(cualquier tipo( de (inmueble|propiedad))?|no importa el tipo|sin importar el tipo|de cualquier tipo)\b/g,
  ],
  [
    'bedrooms',
    /\b(cualquier (numero|cantidad) de (habitaciones|alcobas|cuartos)|no importan? (las|el numero de) (habitaciones|alcobas))\b/g,
  ],
  ['parking', /\b(sin (parqueadero|garaje|parqueo|estacionamiento)|no necesito parqueadero)\b/g],
];

/** 'Nueva búsqueda' and its synonyms: the filters start from empty. */
export const NEW_SEARCH_PATTERN =
  /\b(nueva busqueda|busqueda nueva|empezar de (nuevo|cero)|empecemos de (nuevo|cero)|comenzar de nuevo|comencemos de nuevo|otra busqueda|reinicia(r)?( la busqueda)?|resetea(r)?|borra(r)? (todo|los filtros|la busqueda)|limpia(r)? (los )?filtros|olvida(r)? (todo|lo anterior)|desde cero)\b/g;

/** A message that opens with a greeting. */
export const GREETING_PATTERN =
  /^(hola+|holi|holis|buenas|buenos dias|buenas tardes|buenas noches|buen dia|hey|saludos|que tal|hello|hi|ey)\b/;

/** Questions about what the assistant can do. */
export const HELP_PATTERN =
  /\b(ayuda|ayudame|que (puedes|sabes) hacer|que mas puedes hacer|como (funciona|funcionas|te uso|se usa|te utilizo)|que haces|quien eres|que eres|instrucciones|que opciones (tienes|hay)|en que me (puedes )?ayudar|como me (puedes )?ayudar|que ofreces|para que sirves)\b/g;

/** A whole message made only of these words is a confirmation or a polite closing. */
export const AFFIRMATION_WORDS = new Set(
  (
    'si sii sip claro dale ok okay okey vale listo perfecto de acuerdo genial excelente me parece bien bueno ' +
    'correcto exacto hagale hagamoslo por favor porfa gracias muchas mil super esta asi entendido buenisimo ' +
    'chevere bacano no nop que eso es muy amable hazlo adelante procede confirmo confirmado'
  ).split(' ')
);
export const NEGATIVE_START = /^(no|nop|no gracias)\b/;

/** Requests for a financial analysis (a property, a position in the results or a place). */
export const ANALYSIS_PATTERN =
  /\b(analisis|analiza(r|me|lo|la|rlo|rla)?|evalua(r|me|rlo|rla|cion)?|roi|cap rate|caprate|tasa de capitalizacion|flujo de caja|tir|cash on cash|simula(r|cion|me)?|proyeccion|cuanto (renta(ria)?|produce|produciria|genera(ria)?|me (daria|deja|dejaria|rentaria)|puedo ganar|ganaria|se arrienda|podria arrendar|pagan de arriendo)|vale la pena (invertir|comprar)?|es (una )?buena inversion|rentabilidad de (la|el|esta|este|esa|ese)|que tan rentable|cual es la rentabilidad|que rentabilidad)\b/g;

/** A purchase with a loan. */
export const MORTGAGE_ON_PATTERN =
  /\b(con (credito|hipoteca|prestamo|financiacion|leasing)( hipotecario| habitacional| bancario)?|financiad[oa]|financiando|financiar|hipotecari[oa]|credito hipotecario|leasing habitacional|apalancad[oa]|apalancamiento)\b/g;
/** A cash purchase. */
export const MORTGAGE_OFF_PATTERN =
  /\b(de contado|al contado|sin credito|sin financiacion|sin hipoteca|con recursos propios|en efectivo)\b/g;
/** The owner rents the property out without an agency. */
export const MANAGEMENT_OFF_PATTERN =
  /\b(sin inmobiliaria|sin agencia|lo administro yo|yo (mismo|misma) (lo|la) (administro|arriendo)|administrad[oa] por mi)\b/g;

export const GLOSSARY: readonly [string, RegExp][] = [
  ['cap_rate', /\b(cap rate|caprate|tasa de capitalizacion)\b/],
  ['roi', /\broi\b|\bretorno (sobre|de) (la )?inversion\b/],
  ['tir', /\b(tir|tasa interna de retorno)\b/],
  ['noi', /\b(noi|ingreso operativo neto)\b/],
  ['cash_on_cash', /\bcash on cash\b/],
  ['gross_yield', /\brentabilidad bruta\b/],
  ['ley_820', /\bley 820\b|\btope (del|de) arriendo\b/],
  ['vis', /\b(vis|vivienda de interes social)\b/],
  ['predial', /\b(predial|impuesto predial)\b/],
  ['closing', /\b(gastos (notariales|de escrituracion|de cierre)|escrituracion)\b/],
  ['admin_fee', /\b(cuota de )?administracion\b/],
];
/** '¿Qué es …?' and similar: a definition is asked. */
export const GLOSSARY_QUESTION =
  /\b(que (es|son|significa|quiere decir)|explica(me)?|define|definicion|como se calcula|a que se refiere)\b/;

/** A message that starts like a request ('busco', 'quiero', 'muéstrame'…). */
export const SEARCH_VERBS =
  /^(busco|buscamos|estoy buscando|estamos buscando|quiero|quisiera|queremos|necesito|necesitamos|muestrame|muestreme|mostrar|ensename|hay|tienes|tienen|tiene|me interesa|me interesan|me gustaria|dame|buscame|recomiendame|recomiendeme|ver|encuentrame|que hay|que tienes|consigueme)\b/;
/** A message that starts like a follow-up ('y', 'pero', 'ahora', 'con'…). */
export const REFINE_MARKERS =
  /^(y|pero|ahora|mejor|solo|solamente|tambien|ademas|que tenga|que tengan|con|sin|y si|y que tal|que sean|prefiero)\b/;

/** Words the rules understand without turning them into filters (they count towards the understanding score). */
export const KNOWN_WORDS = new Set(
  (
    'busco buscando buscar buscamos quiero quisiera queremos necesito necesitamos comprar compra compro muestrame ' +
    'muestreme mostrar mostrarme ensename dame tienes tiene tienen hay opciones opcion propiedades propiedad ' +
    'inmueble inmuebles vivienda viviendas recomiendame recomiendeme recomienda recomendacion recomendaciones ' +
    'interesa interesan gustaria ver encontrar encuentrame disponible disponibles venta vendan precio precios ' +
    'presupuesto millones millon pesos ciudad barrio sector zona ubicado ubicada ubicados ubicadas cerca tenga ' +
    'tengan incluya ahora mejor solo solamente otra otras otro otros mas menos resultados algo estoy estamos ' +
    'consigueme unidad unidades proyecto proyectos nuevo nueva nuevos nuevas habitaciones alcobas cuartos banos ' +
    'metros cuadrados m2 area parqueadero parqueaderos garaje lindo linda bonito bonita bueno buena buenos buenas ' +
    'mejores barato barata economico economica caro cara grande amplio amplia favor gracias hola dias tardes ' +
    'noches analisis financiero financiera inversion invertir rentabilidad rentable credito hipoteca tasa anos ' +
    'ano cuota inicial contado quitar quita filtro filtros cualquier tipo importa limite sea sean prefiero ' +
    'primera primero segunda segundo tercera tercero ultima ultimo id numero cual cuales cuanto cuanta que como ' +
    'esta este esa ese estas estos donde mostrarias podrias puedes puede favor porfa oye dime quisieramos ' +
    'familia pareja hijos estudiante estudiantes trabajo renta arriendo arrendar alquilar comprarla comprarlo ' +
    'construir construccion acepte acepten admita admitan permita permitan sirva ' +
    // English words that ask without constraining (see english.ts for the ones that do).
    'want need show find looking searching nice good great beautiful lovely cozy modern new option options ' +
    'something anything place places location neighborhood neighbourhood city town listo lista'
  ).split(' ')
);

/** Words that show a real-estate question even when no filter was recognised. */
export const REAL_ESTATE_WORDS =
  /\b(inmuebles?|propiedad(es)?|viviendas?|comprar|compra|venta|arriendo|arrendar|invertir|inversion|proyectos?|barrio|metros|habitaciones|alcobas|credito|hipoteca|subsidio|constructora|finca raiz|bienes raices|estrato|valorizacion|rentabilidad|apartamentos?|casas?|oficinas?|lotes?|locales?)\b/;
