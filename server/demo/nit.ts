// DIAN weights, applied from the rightmost digit of the base number leftwards.
const DIAN_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The DIAN check digit (dígito de verificación) of a Colombian NIT base number. */
export function nitCheckDigit(base: string): number {
  if (!/^\d{1,15}$/.test(base)) throw new Error(`Not a NIT base number: ${base}`);
  const digits = [...base].reverse();
  const sum = digits.reduce((acc, digit, i) => acc + Number(digit) * (DIAN_WEIGHTS[i] as number), 0);
  const remainder = sum % 11;
  return remainder > 1 ? 11 - remainder : remainder;
}
