// API answers compressed by Accept-Encoding (issue 53.3), side by side in one run, on the built
// console (PGlite, the demo data) as `npm start` runs it:
// - the bytes of real answers (loadStrategies, an order list page of 20 and of 100 rows) plain,
//   and as each gzip level and brotli quality makes them, with the CPU it takes to compress and
//   to decompress them (this process, median of many), and the time the answer takes end to end
//   at 10 Mbit/s: compress + bytes on the line + decompress (`modelled10MbitMs`). The levels the
//   console uses are, of those within 5 % of the least of it over the three answers, the ones
//   that take the least CPU to compress (`chosenByModel`; `bestByModel` is each answer's least).
// - the server's own CPU per call (its process's user + system time over the calls, from /proc)
//   for the same calls asked plain, with `Accept-Encoding: gzip` and with `br`, in alternating
//   rounds: what compressing costs the server beside what it saves on the line.
import { request as httpRequest, Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { cpuMsOf, median, postJson, startConsole } from './lib.mjs';

const LINE_BITS_PER_MS = 10_000_000 / 1000;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One call, its answer's bytes as they came over the line and its headers. */
function call(base, [method, path, body], token, encoding) {
  const payload = body ? Buffer.from(JSON.stringify(body)) : undefined;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          'ctl-token': token,
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Median milliseconds of `work` over enough repetitions to take ~100 ms in all. */
function timed(work) {
  const times = [];
  const until = performance.now() + 100;
  while (times.length < 15 || performance.now() < until) {
    const t = performance.now();
    work();
    times.push(performance.now() - t);
  }
  return median(times);
}

const GZIP_LEVELS = [1, 4, 6, 9];
const BROTLI_QUALITIES = [1, 4, 5, 6, 8, 11];

/** Every level's bytes and costs for one plain answer, and the modelled time at 10 Mbit/s. */
function levelsOf(plain) {
  const row = (name, compress, decompress) => {
    const packed = compress();
    const compressMs = timed(compress);
    const decompressMs = timed(() => decompress(packed));
    return {
      name,
      bytes: packed.length,
      ratio: +(plain.length / packed.length).toFixed(2),
      compressMs: +compressMs.toFixed(3),
      decompressMs: +decompressMs.toFixed(3),
      modelled10MbitMs: +(compressMs + (packed.length * 8) / LINE_BITS_PER_MS + decompressMs).toFixed(2),
    };
  };
  const rows = [
    ...GZIP_LEVELS.map((level) =>
      row(
        `gzip-${level}`,
        () => gzipSync(plain, { level }),
        (packed) => gunzipSync(packed),
      ),
    ),
    ...BROTLI_QUALITIES.map((quality) =>
      row(
        `br-${quality}`,
        () =>
          brotliCompressSync(plain, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: quality,
              [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
            },
          }),
        (packed) => brotliDecompressSync(packed),
      ),
    ),
  ];
  const best = (prefix) =>
    rows.filter((r) => r.name.startsWith(prefix)).sort((a, b) => a.modelled10MbitMs - b.modelled10MbitMs)[0].name;
  return {
    plainBytes: plain.length,
    plainModelled10MbitMs: +((plain.length * 8) / LINE_BITS_PER_MS).toFixed(2),
    levels: rows,
    bestByModel: { gzip: best('gzip'), br: best('br') },
  };
}

export async function benchApiCompression({ rounds = 10, perRound = 120 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'coach-bench-'));
  const server = await startConsole({
    DATA_DIR: dir,
    COACH_LOGIN_RATE_LIMIT: '1000',
    // A person never calls this fast: the limiter, which would refuse after a while, is off.
    COACH_RATE_LIMIT_USER: '0',
    COACH_RATE_LIMIT_ADDRESS: '0',
  });
  try {
    const login = await postJson(`${server.base}/api/auth/inner/sysAuth/v1/login.pass`, {
      account: 'admin',
      password: 'Admin2026',
    });
    const token = login.result['ctl-token'];
    const calls = {
      loadStrategies: ['GET', '/api/user/inner/sysUser/v1/loadStrategies'],
      orderList20: ['POST', '/api/bbxc/order/inner/order/v1/list', { pageNum: 1, pageSize: 20 }],
      orderList100: ['POST', '/api/bbxc/order/inner/order/v1/list', { pageNum: 1, pageSize: 100 }],
    };
    const answers = {};
    for (const [name, spec] of Object.entries(calls)) {
      const plain = await call(server.base, spec, token);
      if (!JSON.parse(plain.bytes.toString('utf8')).status) throw new Error(`${name}: ${plain.bytes}`);
      const sent = {};
      for (const encoding of ['gzip', 'br']) {
        const answer = await call(server.base, spec, token, encoding);
        sent[encoding] = {
          contentEncoding: answer.headers['content-encoding'] ?? 'identity',
          bytes: answer.bytes.length,
          ratio: +(plain.bytes.length / answer.bytes.length).toFixed(2),
        };
      }
      answers[name] = { ...levelsOf(plain.bytes), sentByConsole: sent };
    }
    // The server's CPU per call, asked plain, gzip and br in turn (the order reversed every
    // other round), after a warm-up.
    const encodings = { identity: undefined, gzip: 'gzip', br: 'br' };
    const cpu = {};
    for (const [name, spec] of Object.entries(calls)) {
      for (const encoding of Object.values(encodings))
        for (let i = 0; i < 20; i++) await call(server.base, spec, token, encoding);
      const perCall = Object.fromEntries(Object.keys(encodings).map((key) => [key, []]));
      for (let round = 0; round < rounds; round++) {
        const order = Object.entries(encodings);
        for (const [key, encoding] of round % 2 ? order.reverse() : order) {
          const before = cpuMsOf(server.child.pid);
          for (let i = 0; i < perRound; i++) {
            const answer = await call(server.base, spec, token, encoding);
            if (answer.status !== 200) throw new Error(`${name}: HTTP ${answer.status}`);
          }
          perCall[key].push((cpuMsOf(server.child.pid) - before) / perRound);
        }
      }
      // Each round's ratio: the machine's speed drifts between rounds, not within one.
      const ratio = (key) => +median(perCall[key].map((ms, i) => ms / perCall.identity[i])).toFixed(3);
      cpu[name] = {
        identityCpuMsPerCall: +median(perCall.identity).toFixed(3),
        gzipCpuMsPerCall: +median(perCall.gzip).toFixed(3),
        brCpuMsPerCall: +median(perCall.br).toFixed(3),
        /** The server's CPU per call compressed over plain, round by round (the goal: ≤ 1.1). */
        gzipCpuRatio: ratio('gzip'),
        brCpuRatio: ratio('br'),
      };
    }
    // The level with the least modelled time over the three answers together; within 5 % of it,
    // the one that takes the least CPU to compress.
    const pick = (prefix) => {
      const totals = {};
      for (const answer of Object.values(answers))
        for (const level of answer.levels.filter((l) => l.name.startsWith(prefix))) {
          const total = (totals[level.name] ??= { modelled10MbitMs: 0, compressMs: 0 });
          total.modelled10MbitMs += level.modelled10MbitMs;
          total.compressMs += level.compressMs;
        }
      const least = Math.min(...Object.values(totals).map((t) => t.modelled10MbitMs));
      const [name] = Object.entries(totals)
        .filter(([, t]) => t.modelled10MbitMs <= least * 1.05)
        .sort((a, b) => a[1].compressMs - b[1].compressMs)[0];
      return name;
    };
    return {
      answers,
      /** The levels the figures pick (the console's: platform/apiCompression.ts). */
      chosenByModel: { gzip: pick('gzip'), br: pick('br') },
      serverCpu: cpu,
      goal: 'list answers compressed >= 5x with <= 1.1x the server CPU per call',
    };
  } finally {
    agent.destroy();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
