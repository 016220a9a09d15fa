import type { ChatLanguage } from '#domain/chat';
import { fold } from './text';

// The reply is written in the language of the conversation. A message says which when its words lean clearly one
// way; a message that does not ('Medellín, 2', 'ok') keeps the language the visitor chose or the session had.

const ENGLISH = new Set(
  (
    'the in with for and looking look searching apartment apartments house houses bedroom bedrooms bathroom ' +
    'bathrooms under near show find what is are how much compare best first second third two three hi hello ' +
    'thanks thank you please want need office offices flat flats condo between million above below over which ' +
    'highest most cheaper bigger yes sure analyze analysis of at least around budget buy rent yields return ' +
    'parking pool gym view views beach sea city from to i we my our there any do does can remove filter'
  ).split(' ')
);

const SPANISH = new Set(
  (
    'en con de del para el la los las y que busco buscamos apartamento apartamentos apto aptos casa casas ' +
    'habitaciones habitacion alcobas banos hola gracias por menos mas quiero necesito cual cuales ' +
    'mejor primera segunda tercera millones arriendo rentabilidad si oficina oficinas barato barata un una ' +
    'unos unas cerca hasta entre analisis financiero credito parqueadero piscina ciudad barrio dame muestrame ' +
    'tienes hay favor dos tres precio presupuesto es son mi mis nos quitar filtro'
  ).split(' ')
);

/** The language a message is written in, or null when its words do not lean clearly one way. */
export function detectLanguage(message: string): ChatLanguage | null {
  let english = 0;
  let spanish = 0;
  for (const word of fold(message).split(/[^a-z]+/)) {
    if (ENGLISH.has(word)) english += 1;
    if (SPANISH.has(word)) spanish += 1;
  }
  if (english > spanish) return 'en';
  if (spanish > english) return 'es';
  return null;
}
