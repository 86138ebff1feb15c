/**
 * A position in PostgreSQL's write-ahead log (`16/B374D848`) as a number, so positions compare:
 * a standby has applied a commit once its replay position is at or past the commit's.
 */
export type Lsn = bigint;

export function parseLsn(text: unknown): Lsn | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) return undefined;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

export function formatLsn(lsn: Lsn): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}
