import { Counter, Registry } from 'prom-client';
import type { LoginLockout } from './lockout';

/**
 * The provider's /metrics: its wrong passwords as `inbest_login_failures_total{source="dev_idp"}`, the series the
 * API counts its 401s in (`source="api"`), so one query sums refused sign-ins wherever they happened.
 */
export function devIdpMetrics(lockout: LoginLockout): Registry {
  const registry = new Registry();
  new Counter({
    name: 'inbest_login_failures_total',
    help: 'Inicios de sesión rechazados: contraseñas incorrectas en el proveedor de identidad de desarrollo.',
    labelNames: ['source'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ source: 'dev_idp' }, lockout.failuresRecorded);
    },
  });
  return registry;
}
