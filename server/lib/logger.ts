import { pino, type DestinationStream, type Logger } from 'pino';

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/**
 * LOG_LEVEL when it names a pino level; otherwise `info`, except under vitest, where request lines would bury the
 * test report: `silent` there (a test that checks the log hands the app a logger of its own).
 */
export function logLevelFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  if (level && LEVELS.has(level)) return level;
  return env.VITEST ? 'silent' : 'info';
}

/**
 * The API's structured log: one JSON object per line (on stdout unless a destination is given), each naming the
 * instance it came from. No request body, query string or header value ever goes into it
 * (server/lib/request-context.ts).
 */
export function createLogger(
  instance: string,
  options: { level?: string; destination?: DestinationStream } = {}
): Logger {
  return pino(
    {
      level: options.level ?? logLevelFromEnv(),
      base: { instance },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination ?? pino.destination(1)
  );
}
