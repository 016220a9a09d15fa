import sharp from 'sharp';

/** Longest side of a thumbnail: enough for a card or list row at twice its CSS size. */
export const THUMBNAIL_SIZE = 480;
// A 5 MB PNG can declare billions of pixels; decoding stops well before memory does.
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * A small WebP of an image (first frame of an animation, EXIF orientation applied), or null when the bytes do not
 * decode as an image at all.
 */
export async function makeThumbnail(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 72 })
      .toBuffer();
    return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  } catch {
    return null;
  }
}

/** Where an image's thumbnail is stored: beside it, as `<name>.thumb.webp` (the web app derives it the same way). */
export const thumbnailKeyOf = (key: string) => key.replace(/\.[a-z0-9]+$/, '.thumb.webp');
