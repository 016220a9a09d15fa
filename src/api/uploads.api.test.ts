import { ApiError } from './api-error';
import { sendWithProgress, uploadResponseError } from './uploads.api';

type Handler = ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;

/** A scripted XMLHttpRequest: the test decides what the transfer reports and how it ends. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const original = globalThis.XMLHttpRequest;
beforeEach(() => {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = original;
});

const file = new File([new Uint8Array(100)], 'a.jpg', { type: 'image/jpeg' });

describe('sendWithProgress', () => {
  it('PUTs the body with the signed headers, reporting progress, and resolves with the answer', async () => {
    const progress: number[] = [];
    const sent = sendWithProgress({
      method: 'PUT',
      url: 'http://api.test/uploads/signed?token=x',
      body: file,
      headers: { 'Content-Type': 'image/jpeg' },
      onProgress: ({ loaded, total }) => progress.push(loaded / total),
    });
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, body: file });
    expect(xhr.headers.Authorization).toBeUndefined();
    xhr.upload.onprogress?.({ loaded: 40, total: 100, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
    xhr.answer(200, '');
    await expect(sent).resolves.toBeNull();
    expect(progress).toEqual([0.4, 1]);
  });

  it('sends the Bearer token when given one', () => {
    void sendWithProgress({ method: 'POST', url: '/x', body: file, token: 'tok' }).catch(() => {});
    expect(FakeXhr.last.headers.Authorization).toBe('Bearer tok');
  });

  it('turns a refusal into the server’s message, and a bare failure into the spec’s upload error', async () => {
    const refused = sendWithProgress({ method: 'PUT', url: '/x', body: file });
    FakeXhr.last.answer(422, JSON.stringify({ detail: 'El archivo a.jpg no es una imagen válida.' }));
    await expect(refused).rejects.toMatchObject({
      message: 'El archivo a.jpg no es una imagen válida.',
      status: 422,
    });

    const bare = sendWithProgress({ method: 'PUT', url: '/x', body: file });
    FakeXhr.last.answer(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
    await expect(bare).rejects.toMatchObject({ message: 'Error en la respuesta del servidor', status: 403 });
  });

  it('reports a lost connection as no response, and a cancel as an abort', async () => {
    const lost = sendWithProgress({ method: 'PUT', url: '/x', body: file });
    FakeXhr.last.onerror?.();
    await expect(lost).rejects.toMatchObject({ kind: 'network' });

    const controller = new AbortController();
    const cancelled = sendWithProgress({ method: 'PUT', url: '/x', body: file, signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('uploadResponseError', () => {
  it('prefers the server’s detail, then its message', () => {
    expect(uploadResponseError(500, { message: 'Disco lleno' })).toMatchObject({
      message: 'Disco lleno',
      status: 500,
    });
    expect(uploadResponseError(500, { message: 'Disco lleno' })).toBeInstanceOf(ApiError);
    expect(uploadResponseError(500, null).message).toBe('Error en la respuesta del servidor');
  });
});
