/**
 * Whether this process still takes new work. A load balancer reads it through /health/ready: on SIGTERM the
 * process starts draining (readiness false) before it stops listening, so no new request is routed to it.
 */
export type Lifecycle = {
  readonly draining: boolean;
  drain(): void;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
