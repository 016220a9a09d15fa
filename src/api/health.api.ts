import { HTTP_TIMEOUT_MS } from './config';

/** The spec's probe order: the first path that answers 2xx means the backend is online. */
export const HEALTH_PROBES = ['/health', '/health/plain', '/docs'] as const;

/** True when any probe answers within the timeout; never throws. */
export async function probeBackend(
  baseUrl: string,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  timeoutMs = HTTP_TIMEOUT_MS
): Promise<boolean> {
  for (const path of HEALTH_PROBES) {
    try {
      const res = await fetchImpl(`${baseUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
      if (res.ok) return true;
    } catch {
      // Unreachable: try the next probe.
    }
  }
  return false;
}
