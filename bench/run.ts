import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createApp } from '#server/app';
import { createAssistant } from '#server/assistant/engine';
import { openDatabase, type Db } from '#server/db/client';
import { properties } from '#server/db/schema';
import { seedDemoData } from '#server/demo/seed';
import { CONVERSATIONS } from './conversations';
import { addGeneratedProperties } from './dataset';
import { evaluate, type EvaluationResult } from '#tests/server/assistant/evaluation';

// `npm run bench`: reply latency of the investor assistant on the demo data and on 100 000 generated properties,
// measured in-process (engine, and the full HTTP handler through app.request) on embedded PGlite; and the
// evaluation set (tests/server/assistant/eval-set.ts) against the demo data: precision of the listings shown and share
// of requests answered with listings. BENCH_PROPERTIES=0 skips the generated inventory.

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GENERATED = Number(process.env.BENCH_PROPERTIES ?? 100_000);

type Stats = { n: number; p50: number; p95: number; p99: number; max: number; mean: number };

function stats(samples: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    n: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    mean: round(sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length)),
  };
}

let sessionCounter = 0;
const sessionId = (label: string) => `bench_${label}_${(sessionCounter++).toString(36)}`;

/** Replays every conversation `rounds` times with a fresh assistant each round (no cached replies). */
async function engineRounds(db: Db, rounds: number) {
  const rules: number[] = [];
  const rulesCpu: number[] = [];
  const cached: number[] = [];
  const slowest: { ms: number; message: string }[] = [];
  for (let round = 0; round < rounds; round++) {
    const assistant = createAssistant();
    // Loading the inventory's places happens once per inventory version; it is reported apart.
    await assistant.reply(db, { message: 'hola', session_id: sessionId('warm') });
    for (const pass of ['rules', 'cache'] as const) {
      if (pass === 'cache' && round > 0) continue;
      for (const conversation of CONVERSATIONS) {
        const id = sessionId(pass);
        for (const message of conversation) {
          const started = performance.now();
          const cpu = process.cpuUsage();
          const reply = await assistant.reply(db, { message, session_id: id });
          const ms = performance.now() - started;
          const used = process.cpuUsage(cpu);
          (reply.decision_source === 'cache' ? cached : rules).push(ms);
          if (reply.decision_source !== 'cache') rulesCpu.push((used.user + used.system) / 1000);
          slowest.push({ ms, message });
        }
      }
    }
  }
  slowest.sort((a, b) => b.ms - a.ms);
  return {
    rules: stats(rules),
    rulesCpu: stats(rulesCpu),
    cache: stats(cached),
    slowest: slowest.slice(0, 3),
  };
}

/** The same conversations once through the real HTTP handler (validation, rate limiter, JSON). */
async function httpRound(db: Db) {
  process.env.CHAT_RATE_LIMIT = '0';
  const app = createApp({
    db,
    verifyToken: async () => {
      throw new Error('the benchmark calls public routes only');
    },
    userInfo: async () => ({ email: null, name: null }),
    corsOrigins: [],
  });
  const post = (message: string, id: string) =>
    app.request('/api/chat/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message, session_id: id }),
    });
  await post('hola', sessionId('warm'));
  const samples: number[] = [];
  for (const conversation of CONVERSATIONS) {
    const id = sessionId('http');
    for (const message of conversation) {
      const started = performance.now();
      const res = await post(message, id);
      await res.json();
      samples.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${message}: HTTP ${res.status}`);
    }
  }
  return stats(samples);
}

async function measureInventoryLoad(db: Db) {
  const assistant = createAssistant();
  const started = performance.now();
  await assistant.reply(db, { message: 'hola', session_id: sessionId('load') });
  return Math.round(performance.now() - started);
}

const results: Record<string, unknown> = {};
let evaluation: EvaluationResult | undefined;
const database = await openDatabase({ inMemory: true });
try {
  console.log('Sembrando los datos de demostración...');
  await seedDemoData(database.db);
  const seededCount = Number((await database.db.$count(properties)) ?? 0);
  console.log(`Demo: ${seededCount} propiedades. Evaluando el conjunto de evaluación...`);
  evaluation = await evaluate(database.db);
  console.log(`Midiendo (${ROUNDS} rondas)...`);
  results.seeded = {
    properties: seededCount,
    firstReplyMs: await measureInventoryLoad(database.db),
    ...(await engineRounds(database.db, ROUNDS)),
    http: await httpRound(database.db),
  };

  if (GENERATED > 0) await measureGenerated(database.db);
} finally {
  await database.close();
}

async function measureGenerated(db: Db) {
  console.log(`Generando ${GENERATED.toLocaleString('es-CO')} propiedades...`);
  const started = performance.now();
  await addGeneratedProperties(db, GENERATED);
  const total = await db.$count(properties);
  console.log(
    `Listo en ${Math.round((performance.now() - started) / 1000)} s (${total} propiedades). Midiendo...`
  );
  results.generated = {
    properties: total,
    firstReplyMs: await measureInventoryLoad(db),
    ...(await engineRounds(db, ROUNDS)),
    http: await httpRound(db),
  };
}

const row = (label: string, s: Stats) =>
  `| ${label.padEnd(44)} | ${String(s.n).padStart(4)} | ${String(s.p50).padStart(6)} | ${String(s.p95).padStart(6)} | ${String(s.p99).padStart(6)} | ${String(s.max).padStart(6)} |`;
const [load1] = loadavg();
console.log('\nLatencia de respuesta del asistente (ms, en proceso, PGlite embebido)');
console.log(
  `Carga del sistema al terminar: ${load1?.toFixed(1)} en ${cpus().length} núcleos; ` +
    'la fila CPU cuenta solo el tiempo de procesador de cada respuesta, que la carga de otros procesos no infla.\n'
);
console.log(`| ${'Escenario'.padEnd(44)} |    n |    p50 |    p95 |    p99 |    max |`);
console.log(`| ${'-'.repeat(44)} | ---- | ------ | ------ | ------ | ------ |`);
for (const [name, label] of [
  ['seeded', 'demo'],
  ['generated', `${GENERATED.toLocaleString('es-CO')} generadas`],
] as const) {
  const r = results[name] as { rules: Stats; rulesCpu: Stats; cache: Stats; http: Stats } | undefined;
  if (!r) continue;
  console.log(row(`${label}: motor, sin caché`, r.rules));
  console.log(row(`${label}: motor, sin caché (CPU)`, r.rulesCpu));
  console.log(row(`${label}: motor, desde la caché`, r.cache));
  console.log(row(`${label}: POST /api/chat/ completo`, r.http));
}
for (const [name, label] of [
  ['seeded', 'demo'],
  ['generated', 'generadas'],
] as const) {
  const r = results[name] as
    { firstReplyMs: number; properties: number; slowest: { ms: number; message: string }[] } | undefined;
  if (!r) continue;
  console.log(
    `\n${label}: ${r.properties} propiedades; primera respuesta (carga de lugares del inventario) ${r.firstReplyMs} ms; ` +
      `más lentas: ${r.slowest.map((s) => `"${s.message}" ${Math.round(s.ms)} ms`).join(', ')}`
  );
}
if (evaluation) {
  const e = evaluation;
  const share = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
  const latency = stats(e.latenciesMs);
  const cpu = stats(e.cpuMs);
  console.log(
    `\nConjunto de evaluación (${e.requests} pedidos en inglés, mezclados, jerga, con errores y por rentabilidad, más comparaciones; datos demo)`
  );
  console.log(
    `Precisión: ${e.precision.toFixed(2)} (${e.precise} de ${e.listings} propiedades mostradas cumplen todos los filtros pedidos)`
  );
  console.log(`Respondidos con propiedades: ${share(e.answeredShare)} (${e.answered} de ${e.requests})`);
  console.log(
    `Latencia de estos pedidos: p50 ${latency.p50} ms, p95 ${latency.p95} ms (CPU: p50 ${cpu.p50} ms, p95 ${cpu.p95} ms)`
  );
  for (const miss of e.misses.slice(0, 10))
    console.log(`  contradice "${miss.message}": propiedad ${miss.listing} (${miss.broken.join(', ')})`);
  for (const message of e.unanswered.slice(0, 10)) console.log(`  sin propiedades: "${message}"`);
  console.log(
    `Ordenados por rentabilidad o arriendo como se pidió: ${e.misordered.length === 0 ? 'todos' : `fallan ${e.misordered.join(', ')}`}`
  );
  console.log(`Comparaciones correctas: ${e.comparedRight} de ${e.comparisons}`);
  console.log(
    `Conversaciones en inglés (análisis y preguntas) con la respuesta esperada: ${e.englishRight} de ${e.englishConversations}`
  );
  console.log(
    `Pedidos en inglés respondidos en inglés: ${e.wrongLanguage.length === 0 ? 'todos' : `fallan ${e.wrongLanguage.join(', ')}`}`
  );
  results.evaluation = {
    requests: e.requests,
    precision: e.precision,
    answeredShare: e.answeredShare,
    latency,
    cpu,
    misses: e.misses,
    unanswered: e.unanswered,
    misordered: e.misordered,
    comparisons: { asked: e.comparisons, right: e.comparedRight },
  };
}
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/bench.json', JSON.stringify(results, null, 2));
console.log('\nResultados completos en test-results/bench.json');
