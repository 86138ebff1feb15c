import { chanceOf } from '../../domain/turntable';

/**
 * Sum of the prizes' chances in millionths (33.3333 + 33.3333 + 33.3334 = 1 000 000 exactly),
 * counted as the server counts them; what the percentage rule refuses is left out.
 */
export function prizeTotal(prizes: readonly { probability?: string | number | null }[]): number {
  return prizes.reduce((sum, p) => sum + (chanceOf(p?.probability) ?? 0), 0);
}
