import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { PGlite } from '@electric-sql/pglite';
import { registerErrorHandling, BizError } from '../src/platform/envelope';
import { sendXlsx, XLSX_CONTENT_TYPE, type ExportColumn } from '../src/platform/export/sendXlsx';
import { idBatches } from '../src/platform/export/idBatches';
import { sheetSink } from '../src/platform/export/xlsxBackpressure';
import { PassThrough } from 'node:stream';
import { get } from 'node:http';

const columns: ExportColumn[] = [
  { header: '编号', key: 'id' },
  { header: '学员姓名', key: 'name' },
  { header: '报名费(元)', key: 'amount', kind: 'money' },
  { header: '课时', key: 'hours', kind: 'number' },
  { header: '报名时间', key: 'createTime', kind: 'datetime' },
  { header: '生日', key: 'birthday', kind: 'date' },
  {
    header: '状态',
    key: 'status',
    kind: 'enum',
    options: [
      { value: 1, label: '已报名' },
      { value: 2, label: '已结业' },
    ],
  },
];

// 2026-03-04 05:06:07 in Shanghai.
const CREATED = 1772571967;

const progress = { produced: 0, stopped: false };

async function* students(count: number, failAt = -1) {
  progress.produced = 0;
  progress.stopped = false;
  try {
    yield* studentRows(count, failAt);
  } finally {
    progress.stopped = true;
  }
}

async function* studentRows(count: number, failAt: number) {
  for (let i = 1; i <= count; i++) {
    progress.produced = i;
    if (i === failAt) throw new Error('database went away');
    yield {
      id: String(i),
      name: `学员${i}`,
      amount: i % 2 ? '1280.5' : 99,
      hours: i,
      createTime: CREATED + i - 1,
      birthday: '2000-01-02',
      status: (i % 2) + 1,
    };
  }
}

describe('streaming xlsx export', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    app.get('/export', (request, reply) => {
      const { n = '20000', failAt = '-1' } = request.query as Record<string, string>;
      return sendXlsx(reply, { fileName: '学员名单', columns, rows: students(Number(n), Number(failAt)) });
    });
    app.get('/formulas', (_request, reply) => {
      const typed = [
        '=HYPERLINK("http://x","点我")',
        '+86 139',
        '-5+3',
        '@SUM(A1)',
        '\t=1+1',
        '\r=1',
        '张三',
        '1-2',
        '',
      ];
      return sendXlsx(reply, {
        fileName: 'f',
        columns: [
          { header: '备注', key: 'text' },
          { header: '金额', key: 'amount', kind: 'money' },
          { header: '状态', key: 'status', kind: 'enum', options: [] },
        ],
        rows: typed.map((text, i) => ({ text, amount: -12.5 * i, status: text })),
      });
    });
    app.get('/refused', (_request, reply) => {
      // A generator that refuses before its first row (no yield: it never gets that far).
      // eslint-disable-next-line require-yield
      async function* refused(): AsyncGenerator<Record<string, unknown>> {
        throw new BizError('导出条件不正确');
      }
      return sendXlsx(reply, { fileName: 'x', columns, rows: refused() });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('streams 20 000 rows that exceljs reads back', async () => {
    const res = await app.inject({ method: 'GET', url: '/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____.xlsx"; filename*=UTF-8''%E5%AD%A6%E5%91%98%E5%90%8D%E5%8D%95.xlsx`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('table')!;
    expect(sheet).toBeDefined();
    expect(sheet.rowCount).toBe(20_001);
    expect(sheet.getRow(1).values).toEqual([undefined, ...columns.map((c) => c.header)]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBeCloseTo(16.43);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('1');
    expect(first.getCell(3).value).toBe(1280.5);
    expect(first.getCell(3).numFmt).toBe('0.00');
    expect(first.getCell(4).value).toBe(1);
    expect(first.getCell(5).value).toBe('2026-3-4 5:6:7');
    expect(first.getCell(6).value).toBe('2000-1-2');
    expect(first.getCell(7).value).toBe('已结业');
    const last = sheet.getRow(20_001);
    expect(last.getCell(2).value).toBe('学员20000');
    expect(last.getCell(3).value).toBe(99);
    expect(last.getCell(7).value).toBe('已报名');
  });

  it('keeps formula-looking text as typed (a leading quote), numbers stay numbers', async () => {
    const res = await app.inject({ method: 'GET', url: '/formulas' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('table')!;
    const texts = [2, 3, 4, 5, 6, 7, 8, 9].map((r) => sheet.getRow(r).getCell(1).value);
    // (XML reads a carriage return back as a line feed.)
    expect(texts).toEqual([
      `'=HYPERLINK("http://x","点我")`,
      "'+86 139",
      "'-5+3",
      "'@SUM(A1)",
      "'\t=1+1",
      "'\n=1",
      '张三',
      '1-2',
    ]);
    // No cell is a formula, and the enum column's free text is escaped the same way.
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    expect(sheet.getRow(2).getCell(3).value).toBe(`'=HYPERLINK("http://x","点我")`);
    expect(sheet.getRow(3).getCell(2).value).toBe(-12.5);
  });

  it('answers the envelope when the rows fail before the first byte', async () => {
    const res = await app.inject({ method: 'GET', url: '/refused' });
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.json()).toMatchObject({ status: false, message: '导出条件不正确' });
    const broken = await app.inject({ method: 'GET', url: '/export?failAt=1' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toMatchObject({ status: false, code: '500' });
  });

  it('cuts the response short when the rows fail mid-stream', async () => {
    const { port } = app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/export?n=50000&failAt=30000`);
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });

  it('stops reading rows when the client goes away', async () => {
    const { port } = app.server.address() as { port: number };
    // node:http rather than fetch: undici opens a spare connection on abort that keeps close() waiting.
    await new Promise<void>((resolve) => {
      const request = get({ port, host: '127.0.0.1', path: '/export?n=1000000' }, (res) => {
        let chunks = 0;
        res.on('data', () => {
          if (++chunks === 5) {
            request.destroy();
            resolve();
          }
        });
      });
      request.on('error', () => undefined);
    });
    await expect.poll(() => progress.stopped, { timeout: 5000 }).toBe(true);
    expect(progress.produced).toBeLessThan(200_000);
  });

  it('finds the exceljs buffer it applies back-pressure to', () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough(), useStyles: true });
    const sink = sheetSink(book.addWorksheet('table'));
    expect(sink).toBeDefined();
    expect(sink!.full()).toBe(false);
  });
});

describe('id batches', () => {
  it('reads the ids given in their order, a batch ahead, and stops when the reader does', async () => {
    const ids = Array.from({ length: 4500 }, (_, i) => String(4500 - i));
    const calls: string[][] = [];
    // The database answers a batch in its own order; a row deleted meanwhile is not answered.
    const fetch = async (batch: readonly string[]) => {
      calls.push([...batch]);
      return batch
        .filter((id) => id !== '17')
        .map((id) => ({ id }))
        .reverse();
    };
    const seen: string[] = [];
    for await (const row of idBatches(ids, fetch, 2000)) seen.push(row.id);
    expect(seen).toEqual(ids.filter((id) => id !== '17'));
    expect(calls.map((c) => [c[0], c.length])).toEqual([
      ['4500', 2000],
      ['2500', 2000],
      ['500', 500],
    ]);

    calls.length = 0;
    for await (const row of idBatches(ids, fetch, 2000)) if (row.id === '4490') break;
    expect(calls.length).toBe(2);
  });

  it('reads a whole table newest first through SQL', async () => {
    const db = new PGlite();
    await db.exec(`CREATE TABLE t (id bigserial PRIMARY KEY, v int, at int);
      INSERT INTO t (v, at) SELECT g, (g * 7919) % 5003 FROM generate_series(1, 5001) g;`);
    const ids = (await db.query<{ id: string }>('SELECT id::text AS id FROM t ORDER BY at DESC, id DESC')).rows.map(
      (r) => r.id,
    );
    const fetch = async (batch: readonly string[]) =>
      (
        await db.query<{ id: string; v: number; at: number }>(
          'SELECT id::text AS id, v, at FROM t WHERE id = ANY($1)',
          [batch],
        )
      ).rows;
    const ats: number[] = [];
    let sum = 0;
    for await (const row of idBatches(ids, fetch, 1000)) {
      ats.push(row.at);
      sum += row.v;
    }
    expect(ats).toHaveLength(5001);
    expect(ats).toEqual([...ats].sort((a, b) => b - a));
    expect(sum).toBe((5001 * 5002) / 2);
    await db.close();
  });
});
