import { fromPromise } from 'xstate';
import { appConfig } from '#api/config';
import { probeBackend } from '#api/health.api';

/** Probes /health, then /health/plain, then /docs; resolves true when any answers. */
export const checkBackend = fromPromise<boolean>(() => probeBackend(appConfig.apiUrl));
