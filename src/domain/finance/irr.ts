/** Net present value of yearly cash flows (index 0 is today) at a yearly rate. */
export function netPresentValue(rate: number, flows: readonly number[]): number {
  const discount = 1 / (1 + rate);
  let value = 0;
  // discount^t as a running product: a power per year made the bisection below most of an analysis's time.
  let factor = 1;
  for (const flow of flows) {
    value += flow * factor;
    factor *= discount;
  }
  return value;
}

/**
 * Internal rate of return of yearly flows, by bisection between −99 % and 1 000 %: slower than Newton's method but
 * it cannot diverge, and when the flows change sign more than once (several rates make their value zero) it finds
 * the same one every time. Null when the flows do not change sign (no rate makes their value zero).
 */
export function internalRateOfReturn(flows: readonly number[], tolerance = 1e-10): number | null {
  const hasNegative = flows.some((f) => f < 0);
  const hasPositive = flows.some((f) => f > 0);
  if (!hasNegative || !hasPositive) return null;
  let low = -0.99;
  let high = 10;
  let npvLow = netPresentValue(low, flows);
  const npvHigh = netPresentValue(high, flows);
  if (Math.sign(npvLow) === Math.sign(npvHigh)) return null;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    const npvMid = netPresentValue(mid, flows);
    if (Math.abs(npvMid) < tolerance || high - low < tolerance) return mid;
    if (Math.sign(npvMid) === Math.sign(npvLow)) {
      low = mid;
      npvLow = npvMid;
    } else {
      high = mid;
    }
  }
  return (low + high) / 2;
}
