// The browser's geolocation behind one promise, with spec §8's two messages; the only place that touches it.

/** Spec §8: the browser has no geolocation. */
export const GEOLOCATION_UNSUPPORTED =
  'Tu navegador no soporta geolocalización. Por favor, ingresa las coordenadas manualmente.';
/** Spec §8: the user denied the request, or the position could not be found. */
export const GEOLOCATION_FAILED =
  'No se pudo obtener tu ubicación actual. Por favor, ingresa las coordenadas manualmente.';

/** Coordinates rounded to six decimals (about 10 cm), as the coordinate inputs keep them. */
type Position = { latitude: number; longitude: number };

const round = (n: number) => Number(n.toFixed(6));

/** Where the browser is; rejects with the message to show when it cannot say. */
export function currentPosition(geolocation = globalThis.navigator?.geolocation): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject(new Error(GEOLOCATION_UNSUPPORTED));
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: round(coords.latitude), longitude: round(coords.longitude) }),
      () => reject(new Error(GEOLOCATION_FAILED))
    );
  });
}
