// What PGlite on its own thread (the default since issue 36.9) costs or saves a call after the
// start, against PGlite on the main thread (COACH_PGLITE_THREAD=off): two consoles on copies of
// the same demo folder, the same calls in alternating rounds (medians). One by one, each call
// crosses to the PGlite thread and back (~tens of µs); twenty at a time, the main thread builds
// and sends answers while PGlite runs the next statement. Meanwhile the console's page (no
// database) is fetched every 20 ms: on the main thread it waits for whatever statement runs.
import autocannon from 'autocannon';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callApi, median, postJson, startConsole } from './lib.mjs';

const CALLS = {
  orderList: ['/api/bbxc/order/inner/order/v1/list', { pageNum: 1, pageSize: 20 }],
  couponList: ['/api/bbxc/order/inner/coupon/v1/list', { pageNum: 1, pageSize: 20 }],
};

async function consoleOn(dir, threaded) {
  const server = await startConsole({
    DATA_DIR: dir,
    COACH_LOGIN_RATE_LIMIT: '1000',
    COACH_RATE_LIMIT_USER: '0',
    COACH_RATE_LIMIT_ADDRESS: '0',
    ...(threaded ? {} : { COACH_PGLITE_THREAD: 'off' }),
  });
  const login = await postJson(`${server.base}/api/auth/inner/sysAuth/v1/login.pass`, {
    account: 'admin',
    password: 'Admin2026',
  });
  return { server, token: login.result['ctl-token'] };
}

async function oneByOne(target, [path, body], count) {
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const json = await callApi(`${target.server.base}${path}`, target.token, body);
    if (!json.status) throw new Error(json.message);
  }
  return (performance.now() - started) / count;
}

function pageOnce(url) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      response.resume();
      response.on('end', () => resolve(performance.now() - started));
    }).on('error', reject);
  });
}

/** Requests per second of twenty calls at a time, and the page's median time meanwhile. */
async function twentyAtOnce(target, call, seconds) {
  let busy = true;
  const pageMs = [];
  const pages = (async () => {
    while (busy) {
      pageMs.push(await pageOnce(`${target.server.base}/ui/coach/`));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const perSecond = await cannonOn(target, call, seconds);
  busy = false;
  await pages;
  return { perSecond, pageMs: median(pageMs) };
}

function cannonOn(target, [path, body], seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${target.server.base}${path}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'ctl-token': target.token },
        body: JSON.stringify(body),
        connections: 20,
        duration: seconds,
      },
      (error, result) => (error ? reject(error) : resolve(result.requests.average)),
    );
  });
}

export async function benchPgliteThread({ rounds = 7, count = 200, seconds = 3 } = {}) {
  const first = mkdtempSync(join(tmpdir(), 'coach-bench-'));
  const second = `${first}-copy`;
  try {
    // The demo folder a first start makes, copied while no console has it open.
    const seeding = await startConsole({ DATA_DIR: first });
    await seeding.stop();
    cpSync(first, second, { recursive: true });
    const targets = { threaded: await consoleOn(first, true), mainThread: await consoleOn(second, false) };
    try {
      const ms = {};
      const perSecond = {};
      const pageWhileBusy = {};
      for (const [name, call] of Object.entries(CALLS)) {
        for (const target of Object.values(targets)) await oneByOne(target, call, 50); // warm-up
        for (let round = 0; round < rounds; round++) {
          const order = round % 2 ? ['mainThread', 'threaded'] : ['threaded', 'mainThread'];
          for (const kind of order) {
            ((ms[name] ??= {})[kind] ??= []).push(await oneByOne(targets[kind], call, count));
            const busy = await twentyAtOnce(targets[kind], call, seconds);
            ((perSecond[name] ??= {})[kind] ??= []).push(busy.perSecond);
            ((pageWhileBusy[name] ??= {})[kind] ??= []).push(busy.pageMs);
          }
        }
      }
      return Object.fromEntries(
        Object.keys(CALLS).map((name) => {
          const [t, m] = [median(ms[name].threaded), median(ms[name].mainThread)];
          const [tq, mq] = [median(perSecond[name].threaded), median(perSecond[name].mainThread)];
          const [tp, mp] = [median(pageWhileBusy[name].threaded), median(pageWhileBusy[name].mainThread)];
          return [
            name,
            {
              msPerCallThreaded: +t.toFixed(3),
              msPerCallMainThread: +m.toFixed(3),
              /** One call at a time: threaded over main thread (lower is better). */
              latencyRatio: +(t / m).toFixed(3),
              /** Twenty at a time, requests per second: threaded over main thread (higher is better). */
              throughputRatio: +(tq / mq).toFixed(3),
              pageMsWhileBusyThreaded: +tp.toFixed(2),
              pageMsWhileBusyMainThread: +mp.toFixed(2),
              /** The page fetched during those calls: threaded over main thread (lower is better). */
              pageWhileBusyRatio: +(tp / mp).toFixed(3),
            },
          ];
        }),
      );
    } finally {
      await Promise.all(Object.values(targets).map((target) => target.server.stop()));
    }
  } finally {
    rmSync(first, { recursive: true, force: true });
    rmSync(second, { recursive: true, force: true });
  }
}
