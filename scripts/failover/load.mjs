// The failover drill's clients: sign-in, a steady load of creates through the API (each answer
// recorded with its times), and the reads that check sessions and one's own writes afterwards.
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const WORDS = '/api/system/inner/sensitiveWord/v1';

async function call(base, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'ctl-token': token } : {}) },
    body: JSON.stringify(body),
    // Longer than the server's own 10 s wait for a connection: its answer is what is counted.
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { http: res.status, body: json, text };
}

/** Signs in as the built-in administrator (COACH_CAPTCHA=off: no image code). */
export async function signIn(base) {
  const { http, body, text } = await call(base, '/api/auth/inner/sysAuth/v1/login.pass', undefined, {
    account: 'admin',
    password: 'Admin2026',
    captchaId: '',
    captchaCode: '',
  });
  const token = body?.result?.['ctl-token'];
  if (!body?.status || !token)
    throw Object.assign(new Error(`sign-in refused: ${JSON.stringify(body)}`), {
      answer: { http, code: body?.code, message: body?.message ?? text.slice(0, 200) },
    });
  return token;
}

/**
 * Writers: each loops creating one sensitive word after another through its console until
 * stopped. Acknowledged = `status: true`; anything else (an envelope, another status, no answer)
 * is a failed request, kept with its answer. Never sent twice: a write whose answer was lost
 * may have been applied, and a retry is the client's business, not the drill's.
 */
export function startLoad({ writers, prefix, pauseMs = 40, backoffMs = 200 }) {
  const acknowledged = [];
  const failed = [];
  let running = true;
  let n = 0;
  const loop = async ({ base, token }, w) => {
    while (running) {
      const word = `${prefix}${w}x${n++}`;
      const ok = await save(base, token, word);
      // Backing off while errors come, as a client would: one failure every 200 ms per writer,
      // not a burst, so the count of failed requests says how long the outage lasted.
      await sleep(ok ? pauseMs : backoffMs);
    }
  };
  /** One create, recorded as acknowledged or failed with its answer; true when acknowledged. */
  const save = async (base, token, word) => {
    const sent = performance.now();
    try {
      const answer = await call(base, `${WORDS}/save`, token, { word, category: 3 });
      const at = performance.now();
      if (answer.http === 200 && answer.body?.status === true) {
        acknowledged.push({ word, sent, at, result: answer.body.result });
        return true;
      }
      failed.push({
        word,
        sent,
        at,
        http: answer.http,
        code: answer.body?.code,
        message: answer.body?.message ?? answer.text.slice(0, 200),
      });
    } catch (error) {
      failed.push({ word, sent, at: performance.now(), http: 0, message: `no answer: ${error.message}` });
    }
    return false;
  };
  /**
   * A write that needs Redis now: a new session signed in on one console and used at once for a
   * create on the other, which has no copy of it and must read it from the master. Both ways
   * round; resolves with the sign-in's send time of the first round where both writes were
   * acknowledged. Its failures are failed requests like any other.
   */
  const sessionProbe = async (consoles, { until, signal }) => {
    for (let round = 0; ; round++) {
      const sent = performance.now();
      let ok = true;
      for (const [i, from] of consoles.entries()) {
        const to = consoles[(i + 1) % consoles.length];
        let token;
        try {
          token = await signIn(from);
        } catch (error) {
          failed.push({ word: '(sign-in)', sent, at: performance.now(), ...signInFailure(error) });
          ok = false;
          break;
        }
        if (!(await save(to, token, `${prefix}p${round}x${i}`))) {
          ok = false;
          break;
        }
      }
      if (ok) return { sent, at: performance.now() };
      if (signal?.aborted || performance.now() > until) return undefined;
      await sleep(backoffMs);
    }
  };
  const signInFailure = (error) => error.answer ?? { http: 0, message: `no answer: ${error.message}` };
  const done = Promise.all(writers.map(loop));
  return {
    acknowledged,
    failed,
    /** The first acknowledged write sent after `t` (performance.now()), or undefined. */
    firstAckAfter: (t) => acknowledged.find((a) => a.sent >= t),
    sessionProbe,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** A session still works: a read with its token answers `status: true`. */
export async function sessionWorks(base, token) {
  try {
    const { body } = await call(base, `${WORDS}/list`, token, { pageNum: 1, pageSize: 1 });
    return body?.status === true;
  } catch {
    return false;
  }
}

/** Writes a word through one console and reads it back at once through it (reads may go to a replica). */
export async function ownWriteSeen(base, token, word) {
  const saved = await call(base, `${WORDS}/save`, token, { word, category: 3 });
  if (saved.body?.status !== true) return false;
  const { body } = await call(base, `${WORDS}/list`, token, { pageNum: 1, pageSize: 10, word });
  return Boolean(body?.result?.list?.some((row) => row.word === word));
}
