#!/usr/bin/env bash
# `npm test`: every check CI runs, in order, stopping at the first failure.
# The last line is always the summary `tests: N passed, M failed[, K skipped]` over vitest and Playwright.
set -euo pipefail

cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

RESULTS=test-results
VITEST_JSON="$RESULTS/vitest.json"
VITEST_PG_JSON="$RESULTS/vitest-pg.json"
VITEST_PG_LOG="$RESULTS/vitest-pg.log"
E2E_JSON="$RESULTS/e2e.json"
SCALE_JSON="$RESULTS/scale.json"
SCALE_LOG="$RESULTS/scale.log"
mkdir -p "$RESULTS"
# Counts must come from this run only.
rm -f "$VITEST_JSON" "$VITEST_PG_JSON" "$VITEST_PG_LOG" "$E2E_JSON" "$SCALE_JSON" "$SCALE_LOG"

current_step=""
total_start=$SECONDS

summary() {
  node --input-type=module - "$VITEST_JSON" "$VITEST_PG_JSON" "$VITEST_PG_LOG" "$E2E_JSON" "$SCALE_JSON" <<'EOF'
import { existsSync, readFileSync } from 'node:fs';

const [vitestJson, pgJson, pgLog, e2eJson, scaleJson] = process.argv.slice(2);
const total = { passed: 0, failed: 0, skipped: 0 };
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const addVitest = (report) => {
  if (!report) return false;
  total.passed += report.numPassedTests ?? 0;
  total.failed += report.numFailedTests ?? 0;
  total.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return true;
};
// The PostgreSQL run may not write JSON; its console summary ("Tests  3 failed | 40 passed (43)") then counts.
const addVitestLog = (file) => {
  if (!existsSync(file)) return;
  const plain = readFileSync(file, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
  const line = plain.split('\n').reverse().find((l) => /^\s*Tests\s+\d/.test(l));
  if (!line) return;
  for (const [, n, kind] of line.matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
    total[kind === 'todo' ? 'skipped' : kind] += Number(n);
  }
};
addVitest(read(vitestJson));
if (!addVitest(read(pgJson))) addVitestLog(pgLog);
const e2e = read(e2eJson)?.stats;
if (e2e) {
  total.passed += (e2e.expected ?? 0) + (e2e.flaky ?? 0);
  total.failed += e2e.unexpected ?? 0;
  total.skipped += e2e.skipped ?? 0;
}
const scale = read(scaleJson);
if (scale) {
  total.passed += scale.passed ?? 0;
  total.failed += scale.failed ?? 0;
}
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
console.log(`tests: ${total.passed} passed, ${total.failed} failed${skipped}`);
EOF
}

on_exit() {
  local code=$?
  # A failed step before the scale test was awaited: stop it (it removes its own cluster on SIGTERM).
  if [ -n "${scale_pid:-}" ] && kill -0 "$scale_pid" 2>/dev/null; then kill "$scale_pid" 2>/dev/null || true; fi
  echo
  if [ "$code" -ne 0 ] && [ -n "$current_step" ]; then
    echo "FAILED at step: $current_step (exit code $code, total $((SECONDS - total_start)) s)"
  elif [ "$code" -eq 0 ]; then
    echo "All steps passed in $((SECONDS - total_start)) s"
  fi
  summary || echo "tests: 0 passed, 0 failed"
  exit "$code"
}
trap on_exit EXIT

step() {
  current_step="$1"
  shift
  local started=$SECONDS
  echo
  echo "==> $current_step"
  "$@"
  echo "<== $current_step: $((SECONDS - started)) s"
}

pg_tests() {
  VITEST_JSON_OUT="$VITEST_PG_JSON" npm run --silent test:pg 2>&1 | tee "$VITEST_PG_LOG"
}

step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
step "generated files" npm run --silent gen:check
step "unit, machine and server tests (PGlite)" \
  npx vitest run --reporter=default --reporter=json --reporter=./tests/tools/generated-paths-reporter.ts \
  --outputFile.json="$VITEST_JSON"
# The scale test runs beside the PostgreSQL tests: each has its own throw-away cluster and only free ports, and
# the e2e journeys' fixed ports come after both.
# A failed run is shown in full and run once more on a new cluster, a guard for a loaded two-core machine (ADR 0027
# records the one intermittent failure found and fixed); a second failure fails CI.
scale_tests() {
  if SCALE_JSON_OUT="$SCALE_JSON" npm run --silent test:scale >"$SCALE_LOG" 2>&1; then return 0; fi
  {
    echo "scale test failed once (log below); running it again on a new cluster"
    cat "$SCALE_LOG"
  } >"$SCALE_LOG.first"
  local code=0
  SCALE_JSON_OUT="$SCALE_JSON" npm run --silent test:scale >"$SCALE_LOG.second" 2>&1 || code=$?
  cat "$SCALE_LOG.first" "$SCALE_LOG.second" >"$SCALE_LOG"
  return "$code"
}
scale_tests &
scale_pid=$!
step "server tests (PostgreSQL)" pg_tests
scale_wait() {
  local code=0
  wait "$scale_pid" || code=$?
  cat "$SCALE_LOG"
  return "$code"
}
step "scale: two API instances behind nginx on PostgreSQL" scale_wait
step "web build and bundle budgets" npm run --silent check:bundle
step "end-to-end journeys" env E2E_JSON_OUT="$E2E_JSON" E2E_REUSE_BUILD=1 npm run --silent test:e2e
# The journeys ran on the production build: it must hold nothing of the development-only inspector.
step "no inspector in the build" npx tsx scripts/check-build-inspector.ts dist
current_step=""
