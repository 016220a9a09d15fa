import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { probeBackend } from '#api/health.api';
import { HEALTH_INTERVAL_MS, healthMachine } from './health.machine';
import { selectHealthView } from './health.select';

function start(answers: boolean[]) {
  const clock = new SimulatedClock();
  let calls = 0;
  const actor = createActor(
    healthMachine.provide({
      actors: { checkBackend: fromPromise(async () => answers[Math.min(calls++, answers.length - 1)]!) },
    }),
    { clock }
  ).start();
  return { actor, clock, calls: () => calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('health machine', () => {
  it('checks on load and goes online', async () => {
    const { actor } = start([true]);
    expect(selectHealthView(actor.getSnapshot()).checking).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toBe('online');
    expect(selectHealthView(actor.getSnapshot()).offline).toBe(false);
  });

  it('re-checks every 30 s and reports offline, keeping the verdict while re-checking', async () => {
    const { actor, clock, calls } = start([true, false, false]);
    await flush();
    clock.increment(HEALTH_INTERVAL_MS - 1);
    expect(calls()).toBe(1);
    clock.increment(1);
    await flush();
    expect(calls()).toBe(2);
    expect(selectHealthView(actor.getSnapshot()).offline).toBe(true);
    expect(selectHealthView(actor.getSnapshot()).lastCheckedAt).not.toBeNull();
    clock.increment(HEALTH_INTERVAL_MS);
    expect(selectHealthView(actor.getSnapshot())).toMatchObject({ checking: true, offline: true });
  });

  it('checks at once on retry and recovers', async () => {
    const { actor } = start([false, true]);
    await flush();
    expect(actor.getSnapshot().value).toBe('offline');
    actor.send({ type: 'health.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('online');
  });
});

describe('probeBackend', () => {
  it('tries /health, then /health/plain, then /docs and stops at the first success', async () => {
    const seen: string[] = [];
    const ok = await probeBackend('http://api.test', async (url) => {
      seen.push(String(url));
      if (String(url).endsWith('/health')) throw new TypeError('refused');
      return new Response('ok', { status: String(url).endsWith('/plain') ? 200 : 500 });
    });
    expect(ok).toBe(true);
    expect(seen).toEqual(['http://api.test/health', 'http://api.test/health/plain']);
  });

  it('is false when nothing answers', async () => {
    const ok = await probeBackend('http://api.test', async () => new Response('', { status: 503 }));
    expect(ok).toBe(false);
  });
});
