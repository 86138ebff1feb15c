/** A chance in % with up to 2 decimals, 0-100. */
export const PROBABILITY = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;

/** Sum of the prizes' chances in basis points (33.33 + 33.33 + 33.34 = 10000 exactly). */
export function prizeTotal(prizes: readonly { probability?: string | number | null }[]): number {
  return prizes.reduce((sum, p) => {
    const text = String(p?.probability ?? '').trim();
    if (!PROBABILITY.test(text)) return sum;
    const [whole, part = ''] = text.split('.');
    return sum + Number(whole) * 100 + Number(part.padEnd(2, '0'));
  }, 0);
}
