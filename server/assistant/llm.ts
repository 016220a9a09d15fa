// Optional rephrasing by an OpenAI-compatible chat-completions service (LLM_API_URL, LLM_API_KEY, LLM_MODEL).
// The engine's reply is complete without it; the service may only reword it, and a rewording that drops or changes
// any number, heading or bold fact is thrown away. Tests never configure it.

export type Rephraser = (content: string) => Promise<string | null>;

const SYSTEM_PROMPT =
  'Eres el redactor de un asistente inmobiliario colombiano. Reescribe el mensaje en español natural y conciso. ' +
  'Conserva exactamente todos los números, precios, porcentajes, nombres propios, títulos (líneas que empiezan por #) ' +
  'y textos en **negrita**. No agregues datos, propiedades ni consejos nuevos. Usa solo #, ## , ### y **negrita**.';

/** Every number, heading and bold fragment of a text: what a rewording must keep. */
export function essentials(text: string): string[] {
  const numbers = text.match(/\d[\d.,]*/g) ?? [];
  const headings = text.split('\n').filter((l) => /^#{1,3} /.test(l));
  const bold = text.match(/\*\*[^*]+\*\*/g) ?? [];
  return [...numbers, ...headings, ...bold];
}

/** True when the rewording keeps every essential of the original and adds no number of its own. */
export function keepsFacts(original: string, rewritten: string): boolean {
  const before = essentials(original);
  if (!before.every((e) => rewritten.includes(e))) return false;
  const allowed = new Set(original.match(/\d[\d.,]*/g) ?? []);
  return (rewritten.match(/\d[\d.,]*/g) ?? []).every((n) => allowed.has(n));
}

/** The rephraser the environment configures, or null when no service is set up. */
export function rephraserFromEnv(env: NodeJS.ProcessEnv = process.env): Rephraser | null {
  const url = env.LLM_API_URL?.trim();
  const key = env.LLM_API_KEY?.trim();
  if (!url || !key) return null;
  const model = env.LLM_MODEL?.trim() || 'gpt-4o-mini';
  const timeoutMs = Number(env.LLM_TIMEOUT_MS) || 4000;
  const endpoint = `${url.replace(/\/+$/, '')}/chat/completions`;
  return async (content) => {
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
        body: JSON.stringify({
          model,
          temperature: 0.3,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content },
          ],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) return null;
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      const text = body.choices?.[0]?.message?.content;
      if (typeof text !== 'string' || !text.trim()) return null;
      return keepsFacts(content, text) ? text.trim() : null;
    } catch {
      return null;
    }
  };
}
