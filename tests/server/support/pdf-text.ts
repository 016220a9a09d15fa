import { inflateSync } from 'node:zlib';

/** The text a PDF shows: its content streams inflated and the hex strings pdfkit writes decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
      for (const line of content.matchAll(/\[(.*?)\] TJ/g))
        parts.push(
          [...line[1]!.matchAll(/<([0-9a-f]*)>/g)]
            .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
            .join('')
        );
    } catch {
      // Not a compressed content stream (an image or the font's data).
    }
  }
  return parts.join('\n');
}
