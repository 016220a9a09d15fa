import {
  UPLOAD_RESPONSE_ERROR,
  type CompleteUploadResult,
  type UploadFolder,
  type UploadPolicyName,
} from '#domain/upload';
import { ApiError, messageForResponse, noResponseError } from './api-error';
import { type ApiClient, dataOf } from './client';

/** Bytes sent so far of one file. */
export type UploadProgress = { loaded: number; total: number };

/** Where a file goes and under which rules. */
export type UploadTarget = { companyId: number; folder: UploadFolder; policy: UploadPolicyName };

// A 5–10 MB file on a slow connection needs far longer than an API call's 10 s.
const TRANSFER_TIMEOUT_MS = 5 * 60_000;

const hasServerMessage = (body: unknown) => {
  if (typeof body !== 'object' || body === null) return false;
  const { detail, message } = body as Record<string, unknown>;
  return (
    (typeof detail === 'string' && detail.trim() !== '') ||
    Array.isArray(detail) ||
    typeof message === 'string'
  );
};

/** The error for an upload answer: the server's own words when it gave some, else the spec's generic text. */
export const uploadResponseError = (status: number, body: unknown) =>
  new ApiError(
    hasServerMessage(body) ? messageForResponse(status, body) : UPLOAD_RESPONSE_ERROR,
    'http',
    status,
    body
  );

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * Sends a body with XMLHttpRequest, the one browser API that reports upload progress (fetch does not). Resolves
 * with the parsed answer; rejects with an ApiError carrying the Spanish message, or an AbortError when cancelled.
 */
export function sendWithProgress(request: {
  method: 'PUT' | 'POST';
  url: string;
  body: Blob | FormData;
  headers?: Record<string, string>;
  token?: string | null;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) return reject(new DOMException('Subida cancelada', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.timeout = TRANSFER_TIMEOUT_MS;
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
    if (request.token) xhr.setRequestHeader('Authorization', `Bearer ${request.token}`);
    const abort = () => xhr.abort();
    request.signal?.addEventListener('abort', abort, { once: true });
    const finish = () => request.signal?.removeEventListener('abort', abort);

    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable
        ? event.total
        : request.body instanceof Blob
          ? request.body.size
          : 0;
      request.onProgress?.({ loaded: event.loaded, total });
    };
    xhr.onload = () => {
      finish();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(uploadResponseError(xhr.status, body));
    };
    xhr.onerror = xhr.ontimeout = () => {
      finish();
      reject(noResponseError());
    };
    xhr.onabort = () => {
      finish();
      reject(new DOMException('Subida cancelada', 'AbortError'));
    };
    xhr.send(request.body);
  });
}

/**
 * Uploads one file the same way whatever the storage: ask the API for a signed PUT URL (a bucket's or the API's
 * own), PUT the bytes with progress, then have the API check and publish them. Resolves with the stored file.
 */
export async function uploadFile(
  api: ApiClient,
  file: File,
  target: UploadTarget,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {}
): Promise<CompleteUploadResult> {
  const signed = dataOf(
    await api.POST('/uploads/generate-s3-url', {
      body: {
        filename: file.name,
        filetype: file.type,
        folder: target.folder,
        company_id: target.companyId,
        size: file.size,
        policy: target.policy,
      },
      signal: options.signal,
    })
  );
  await sendWithProgress({
    method: signed.method,
    url: signed.upload_url,
    body: file,
    headers: signed.headers,
    onProgress: options.onProgress,
    signal: options.signal,
  });
  options.onProgress?.({ loaded: file.size, total: file.size });
  return dataOf(
    await api.POST('/uploads/complete', {
      body: { upload_token: signed.upload_token },
      signal: options.signal,
    })
  );
}
