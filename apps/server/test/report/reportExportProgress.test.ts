import ExcelJS from 'exceljs';
import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { EXPORT_PROGRESS_CALL } from '@coach/domain';
import { userAnalysis } from '@coach/areas/statistics/domain/index.ts';
import { describe, expect, test as it } from '../fixtures';

// Issue 40.5 on report exports: sent with an id, a report's export records its rows written of
// the file's total (合计 included) as a list's does, and a call that goes away (取消) stops it
// before the file is written. 用户分析 goes out through the shared export call (`type`).
const def = userAnalysis;
const body = { type: def.api.exportType, kind: 'day' };

describe('a report export’s progress', () => {
  it('records its rows written of the total, the total also sent as x-export-total', async ({ app, admin }) => {
    const rows = (await admin.post(def.api.stat, body)).body.result.rows as unknown[];
    expect(rows.length).toBeGreaterThan(1);
    const exportId = 'report-progress-0001';
    const answer = await app.built.app.inject({
      method: 'POST',
      url: def.api.export!,
      payload: { ...body, exportId },
      headers: { 'ctl-token': admin.token },
    });
    const total = rows.length + 1; // and the 合计 line
    expect(answer.headers['x-export-total']).toBe(String(total));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].rowCount).toBe(total + 1); // the header row
    expect((await admin.post(EXPORT_PROGRESS_CALL, { exportId })).body.result).toEqual({ written: total, total });
  });

  it('stops without writing the file when the call goes away while the figures are read', async ({ app, admin }) => {
    const rows = (await admin.post(def.api.stat, body)).body.result.rows as unknown[];
    const exportId = 'report-progress-0002';
    const server = app.built.app.server;
    if (!server.listening) await app.built.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.address() as { port: number };

    // The report's facts are held (an exclusive lock in an open transaction; on PGlite, its one
    // connection too) so its figures are still being read when the caller goes.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const tables = [...new Set(def.sources.flatMap((s) => [s.table, ...(s.daily ? [s.daily.table] : [])]))];
    const holding = app.services.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`LOCK TABLE ${tables.join(', ')} IN ACCESS EXCLUSIVE MODE`));
      locked();
      await released;
    });
    await isLocked;

    // The export is asked for; once the server has the whole call, the caller goes away (取消).
    const received = new Promise<void>((resolve) => server.once('request', () => resolve()));
    const call = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: def.api.export,
      headers: { 'content-type': 'application/json', 'ctl-token': admin.token },
    });
    let answered = false;
    call.on('response', () => (answered = true));
    call.on('error', () => undefined);
    await new Promise<void>((resolve) => call.end(JSON.stringify({ ...body, exportId }), () => resolve()));
    await received;
    call.destroy();
    // The server has seen the call go (its connection closed) before the figures come.
    await expect.poll(() => new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n)))).toBe(0);
    release();
    await holding;

    await expect
      .poll(async () => (await admin.post(EXPORT_PROGRESS_CALL, { exportId })).body.result, { timeout: 10_000 })
      .toEqual({ written: 0, total: rows.length + 1, cancelled: true });
    expect(answered).toBe(false);
  });
});
