import {
  acceptedTypes,
  displayFileName,
  invalidTypeMessage,
  rejectionKindOf,
  rejectionMessage,
  sniffFileType,
  splitByCapacity,
  thumbnailUrl,
  UPLOAD_POLICIES,
  uploadedMessage,
  uploadErrorMessage,
} from './upload';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));
const utf16 = (text: string) => Array.from(text).flatMap((c) => [c.charCodeAt(0), 0]);
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

describe('sniffFileType', () => {
  it('recognises each accepted type by its first bytes', () => {
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('image/png');
    expect(sniffFileType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffFileType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffFileType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffFileType(bytes('PK', [3, 4], '...word/document.xml'))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    );
    expect(sniffFileType(bytes('PK', [3, 4], '...xl/workbook.xml'))).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    );
    expect(sniffFileType(bytes(CFB, [0, 0], utf16('WordDocument')))).toBe('application/msword');
    expect(sniffFileType(bytes(CFB, [0, 0], utf16('Workbook')))).toBe('application/vnd.ms-excel');
  });

  it('refuses what only looks like one from the outside', () => {
    expect(sniffFileType(bytes('<script>alert(1)</script>'))).toBeNull();
    expect(sniffFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffFileType(bytes('PK', [3, 4], 'payload/evil.js'))).toBeNull();
    expect(sniffFileType(bytes(CFB))).toBeNull();
    expect(sniffFileType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
});

describe('names', () => {
  it('keeps only the last segment of a file name, without control characters', () => {
    expect(displayFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(displayFileName('C:\\fotos\\sala.jpg')).toBe('sala.jpg');
    expect(displayFileName('a\u0000b\n"c".jpg')).toBe('abc.jpg');
    expect(displayFileName('..')).toBe('archivo');
    expect(displayFileName('x'.repeat(300))).toHaveLength(120);
  });

  it('points an uploaded image at its thumbnail and leaves other addresses alone', () => {
    const base = 'http://localhost:8000/uploads/files/7/projects/3f1c2a9e-6b7d-4e8f-9a0b-1c2d3e4f5a6b';
    expect(thumbnailUrl(`${base}.jpg`)).toBe(`${base}.thumb.webp`);
    expect(thumbnailUrl(`${base}.png`)).toBe(`${base}.thumb.webp`);
    expect(thumbnailUrl(`${base}.pdf`)).toBe(`${base}.pdf`);
    expect(thumbnailUrl('https://images.example.test/torres.jpg')).toBe(
      'https://images.example.test/torres.jpg'
    );
  });
});

describe('messages', () => {
  const images = UPLOAD_POLICIES.images;
  const constructor = UPLOAD_POLICIES.constructor;

  it('says why a file was refused, as the spec words it', () => {
    expect(rejectionMessage('file-too-large', 'a.jpg', images)).toBe(
      'El archivo a.jpg es demasiado grande. Máximo 5MB.'
    );
    expect(rejectionMessage('file-too-large', 'a.pdf', constructor)).toBe(
      'El archivo a.pdf es demasiado grande. Máximo 10MB.'
    );
    expect(rejectionMessage('file-invalid-type', 'a.txt', images)).toBe(
      'El archivo a.txt no es una imagen válida.'
    );
    expect(invalidTypeMessage('a.docx', constructor)).toBe('El archivo a.docx no es un documento válido.');
    expect(invalidTypeMessage('a.docx', images)).toBe('El archivo a.docx no es una imagen válida.');
    expect(invalidTypeMessage('contrato', constructor, 'application/pdf')).toBe(
      'El archivo contrato no es un documento válido.'
    );
    expect(rejectionMessage('too-many-files', 'k.jpg', images)).toBe(
      'No puedes subir más de 10 archivos: k.jpg no se agregó.'
    );
    expect(uploadErrorMessage('a.jpg', 'Error interno del servidor.')).toBe(
      'Error subiendo a.jpg: Error interno del servidor.'
    );
    expect(uploadedMessage(3)).toBe('3 imagen(es) subida(s) exitosamente');
  });

  it('maps the picker’s error codes to the spec’s rejection kinds', () => {
    expect(rejectionKindOf(['FILE_TOO_LARGE'])).toBe('file-too-large');
    expect(rejectionKindOf(['FILE_EXISTS', 'FILE_TOO_SMALL'])).toBe('file-too-small');
    expect(rejectionKindOf(['TOO_MANY_FILES'])).toBe('too-many-files');
    expect(rejectionKindOf(['FILE_INVALID'])).toBe('file-invalid-type');
  });
});

describe('limits', () => {
  it('follow spec §9: 10 files of 5 MB (JPEG, PNG, WebP); the constructor form 10 MB with GIF and documents', () => {
    expect(UPLOAD_POLICIES.images).toMatchObject({ maxFiles: 10, maxBytes: 5_242_880 });
    expect(acceptedTypes(UPLOAD_POLICIES.images)).toEqual({
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
      'image/webp': ['.webp'],
    });
    expect(UPLOAD_POLICIES.constructor.maxBytes).toBe(10_485_760);
    expect(Object.keys(acceptedTypes(UPLOAD_POLICIES.constructor))).toHaveLength(9);
  });

  it('lets in as many picked files as there is room for', () => {
    expect(splitByCapacity(['a', 'b', 'c'], 2)).toEqual({ fit: ['a', 'b'], over: ['c'] });
    expect(splitByCapacity(['a'], -1)).toEqual({ fit: [], over: ['a'] });
  });
});
