export type Encoding = 'br' | 'gzip' | 'identity';

// Browsers send a handful of distinct headers: each is parsed once. Bounded, so a client
// sending a new header on every call cannot grow it.
const MAX_KEPT = 64;
const chosen = new Map<string, Encoding>();

/**
 * The content coding to answer with (RFC 9110 §12.5.3): brotli or gzip when the client gives
 * it a weight above zero, by name or through `*`; brotli wins a tie (it is the smaller).
 * (Not @fastify/accept-negotiator, which @fastify/static brings: it answers brotli to
 * `*;q=0.1, br;q=0`, a coding the client refused by name.)
 */
export function chosenEncoding(header: string | string[] | undefined): Encoding {
  if (typeof header !== 'string' || header === '') return 'identity';
  const known = chosen.get(header);
  if (known) return known;
  const encoding = parse(header);
  if (chosen.size < MAX_KEPT) chosen.set(header, encoding);
  return encoding;
}

function parse(header: string): Encoding {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => /^q=/i.test(p));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get('*') ?? 0;
  const br = weights.get('br') ?? any;
  const gzip = weights.get('gzip') ?? weights.get('x-gzip') ?? any;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}
