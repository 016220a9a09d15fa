import { E2E } from './env';

// The test runner's control server really stops and restarts the API process, so offline is not simulated.
async function post(action: 'stop' | 'start') {
  const res = await fetch(`${E2E.controlUrl}/api/${action}`, { method: 'POST' });
  if (!res.ok) throw new Error(`control ${action}: ${res.status} ${await res.text()}`);
}

/** Stops the API process and resolves once it has exited. */
export const stopApi = () => post('stop');

/** Starts the API process again and resolves once /health answers. */
export const startApi = () => post('start');
