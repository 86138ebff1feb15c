import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { coachFiling, studentFiling } from '../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import type { Services } from '@coach/server/platform/services.ts';
import {
  engineContext,
  fetchOne,
  resourceHooks,
  rowsOf,
  type EngineContext,
  type SaveArgs,
} from '@coach/server/engine/index.ts';
import { localFilingAdapter, type FilingAdapter, type FilingAnswer } from './filingAdapter';
import { filingKeyOf, httpFilingAdapter } from './httpFilingAdapter';
import { jobIdOf, type JobQueue, type QueuedJob, type QueueSpec } from '@coach/server/platform/queue/jobQueue.ts';

type Kind = 'student' | 'coach';
const TABLE: Record<Kind, string> = { student: 'bbxc_student_filing', coach: 'bbxc_coach_filing' };
const KIND_CODE: Record<Kind, number> = { student: 1, coach: 2 };
/** Tries of a push the platform did not answer, then the filing is marked failed. */
const MAX_TRIES = 3;

const inList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

async function log(
  db: Db,
  tenantId: string,
  kind: Kind,
  filingId: string,
  attempt: number,
  action: string,
  okFlag: boolean,
  message: string,
) {
  await db.execute(sql`INSERT INTO bbxc_filing_push_log (tenant_id, kind, filing_id, attempt, action, ok, message)
    VALUES (${tenantId}, ${KIND_CODE[kind]}, ${filingId}, ${attempt}, ${action}, ${okFlag ? 1 : 0}, ${message.slice(0, 200)})`);
}

/**
 * The queue of pushes: a push the platform did not answer is tried twice more (2 s, then 4 s
 * later); one claimed by a process that died is tried again once it expires.
 */
const pushQueue = (expireInSeconds: number): QueueSpec => ({
  name: 'filing-push',
  retryLimit: MAX_TRIES - 1,
  retryDelay: 2,
  expireInSeconds,
});
const PUSH_QUEUE = pushQueue(60);

interface PushJob {
  tenantId: string;
  kind: Kind;
  id: string;
  /** The filing's push count when it was pushed: a later push of the same filing is a job of its own. */
  attempt: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Pushes filings to the platform and records its answers, one job per push in the database's
 * queue (JobQueue): sent in the write that pushes (so a push committed is never lost and one
 * rolled back never sent), claimed by one process, tried again with backoff when the platform
 * does not answer or the process dies. A filing in 备案中 gets 已备案 with the number, or 备案失败
 * with the reason, in an UPDATE that checks it is still 备案中 at that push, and the job is
 * completed by the same transaction; each try and answer is in the push log.
 */
export class FilingPusher {
  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly adapter: FilingAdapter,
    expireSeconds = 60,
  ) {
    queue.define(pushQueue(expireSeconds));
    queue.work<PushJob>(PUSH_QUEUE.name, { concurrency: 8 }, (job) => this.handle(job));
  }

  /** The push's job, in the push's own write; the same push asked twice is one job. */
  async enqueue(tx: Db, tenantId: string, kind: Kind, id: string, attempt: number) {
    // The job is named as the platform is told the push is (its Idempotency-Key): one push, one name.
    await this.queue.send<PushJob>(tx, PUSH_QUEUE.name, jobIdOf(filingKeyOf({ kind, id, attempt })), {
      tenantId,
      kind,
      id,
      attempt,
    });
  }

  /** After the push committed: this process's worker takes it at once. */
  wake() {
    this.queue.wake(PUSH_QUEUE.name);
  }

  /** Waits until no push is waiting or under way, in any process (tests, drills). */
  async settle() {
    while (await this.queue.pending(PUSH_QUEUE.name)) await sleep(50);
  }

  private async handle(job: QueuedJob<PushJob>) {
    const { tenantId, kind, id, attempt } = job.data;
    const nameColumn = kind === 'student' ? sql.raw('student_name') : sql.raw('coach_name');
    const [filing] = await rowsOf<{ name: string; id_card: string; car_type: number }>(
      this.db,
      sql`SELECT ${nameColumn} AS name, id_card, car_type FROM ${sql.raw(TABLE[kind])}
      WHERE tenant_id = ${tenantId} AND id = ${id} AND status = 1 AND coalesce(push_count, 1) = ${attempt}`,
    );
    // Answered already, or pushed again since (that push is a job of its own): nothing to send.
    if (!filing) return this.completeOnly(job);
    const tries = job.retryCount + 1;
    let answer: FilingAnswer;
    try {
      answer = await this.adapter.submit({
        kind,
        id,
        name: filing.name,
        idCard: filing.id_card,
        carType: Number(filing.car_type),
        attempt,
      });
    } catch (error) {
      const message = `备案平台无响应（第${tries}次）：${String((error as Error)?.message ?? error)}`;
      await log(this.db, tenantId, kind, id, attempt, 'retry', false, message);
      if (job.retryCount < job.retryLimit) throw error; // tried again later, with backoff
      answer = { accepted: false, reason: '备案平台无响应，请稍后重新推送' };
    }
    await this.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const changed = await rowsOf(
        tx,
        sql`UPDATE ${sql.raw(TABLE[kind])} SET status = ${answer.accepted ? 2 : 3},
          filing_no = ${answer.accepted ? answer.filingNo : null}, fail_reason = ${answer.accepted ? null : answer.reason},
          answer_time = extract(epoch from now())::bigint, update_time = extract(epoch from now())::bigint
        WHERE tenant_id = ${tenantId} AND id = ${id} AND status = 1 AND coalesce(push_count, 1) = ${attempt} RETURNING id`,
      );
      if (changed.length)
        await log(
          tx,
          tenantId,
          kind,
          id,
          attempt,
          'answer',
          answer.accepted,
          answer.accepted ? `备案成功，编号${answer.filingNo}` : answer.reason,
        );
      await this.queue.complete(tx, PUSH_QUEUE.name, job.id);
    });
  }

  private async completeOnly(job: QueuedJob<PushJob>) {
    await this.db.transaction(async (tx) => this.queue.complete(tx as unknown as Db, PUSH_QUEUE.name, job.id));
  }
}

/** Who a filing is of: the student (of the page's category) or the coach, read from its own table. */
const PERSON = {
  student: {
    table: 'bbxc_student',
    idKey: 'studentId',
    nameKey: 'studentName',
    label: '学员',
    sameCategory: true,
    duplicate: '该学员已有本车型的备案记录',
  },
  coach: {
    table: 'bbxc_coach',
    idKey: 'coachId',
    nameKey: 'coachName',
    label: '教练',
    sameCategory: false,
    duplicate: '该教练已有本车型的计时开通记录',
  },
} as const;

/**
 * A new filing takes who it is of from that person's row (name, ID card, phone, school, store),
 * once per person and category. Only a draft or a refused filing changes later (the
 * definition's `editableIn`, kept by the engine).
 */
const fillPerson =
  (kind: Kind) =>
  async ({ tx, ctx, values, creating }: SaveArgs) => {
    if (!creating) return;
    const p = PERSON[kind];
    const personId = String(values[p.idKey]);
    const [person] = await rowsOf<Record<string, string | number>>(
      tx,
      sql`SELECT name, id_card, mobile, school_id, school_name, store_id, store_name
    ${p.sameCategory ? sql`, car_type` : sql``} FROM ${sql.raw(p.table)} WHERE tenant_id = ${ctx.tenantId} AND id::text = ${personId} AND deleted = 0`,
    );
    if (!person) throw new BizError(`${p.label}：所选${p.label}不存在`);
    if (p.sameCategory && Number(person.car_type) !== Number(values.carType))
      throw new BizError(`${p.label}：所选${p.label}不是本车型的${p.label}`);
    const [same] = await rowsOf(
      tx,
      sql`SELECT 1 FROM ${sql.raw(TABLE[kind])} WHERE tenant_id = ${ctx.tenantId} AND ${sql.raw(kind === 'student' ? 'student_id' : 'coach_id')} = ${personId}
    AND car_type = ${Number(values.carType)} AND deleted = 0`,
    );
    if (same) throw new BizError(p.duplicate);
    Object.assign(values, {
      [p.nameKey]: person.name,
      idCard: person.id_card,
      mobile: person.mobile,
      schoolId: String(person.school_id),
      schoolName: person.school_name,
      storeId: person.store_id == null ? null : String(person.store_id),
      storeName: person.store_name,
    });
  };

async function planHoursInRange({ values }: SaveArgs) {
  if (values.planHours !== undefined && (Number(values.planHours) < 1 || Number(values.planHours) > 500))
    throw new BizError('计划学时：请输入1到500之间的整数');
}

/** The pushes of a filing, oldest first (the detail's table and the pushLog call). */
async function pushLogOf(db: Db, ctx: EngineContext, kind: Kind, id: string) {
  return rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT attempt, action, ok, message, create_time AS "createTime" FROM bbxc_filing_push_log
    WHERE tenant_id = ${ctx.tenantId} AND kind = ${KIND_CODE[kind]} AND filing_id = ${id} ORDER BY id`,
  );
}

/**
 * A filing's save fills in the person; 推送 counts and logs the push in the write, and once it
 * has committed hands the filings to the server's pusher (decorated by filingFeature).
 */
const filingHooksOf = (app: FastifyInstance, kind: Kind, fill: (args: SaveArgs) => Promise<void>) => ({
  async beforeSave(args: SaveArgs) {
    await fill(args);
    await planHoursInRange(args);
  },
  async afterWrite({ tx, ctx, ids, action }: { tx: Db; ctx: EngineContext; ids: string[]; action: string }) {
    if (action !== 'push') return;
    const pushed = await rowsOf<{ id: string; push_count: number }>(
      tx,
      sql`UPDATE ${sql.raw(TABLE[kind])} SET push_count = coalesce(push_count, 0) + 1,
        push_time = extract(epoch from now())::bigint, fail_reason = NULL WHERE tenant_id = ${ctx.tenantId} AND id IN (${inList(ids)}) RETURNING id, push_count`,
    );
    for (const p of pushed) {
      await log(tx, ctx.tenantId, kind, String(p.id), Number(p.push_count), 'push', true, '已推送至监管平台');
      await app.filingPusher.enqueue(tx, ctx.tenantId, kind, String(p.id), Number(p.push_count));
    }
  },
  async afterCommit({ action }: { action: string }) {
    if (action === 'push') app.filingPusher.wake();
  },
  async detail({ tx, ctx, row }: { tx: Db; ctx: EngineContext; row: Record<string, unknown> }) {
    return { pushLogs: await pushLogOf(tx, ctx, kind, String(row.id)) };
  },
});

export const filingHooks = resourceHooks({
  studentFiling: (_services, app) => filingHooksOf(app, 'student', fillPerson('student')),
  coachFiling: (_services, app) => filingHooksOf(app, 'coach', fillPerson('coach')),
});

export function filingFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;
  const { filing } = services.config;
  const adapter = filing.url ? httpFilingAdapter(filing.url) : localFilingAdapter(filing);
  const pusher = new FilingPusher(db, services.queue, adapter, filing.expireSeconds);
  app.decorate('filingPusher', pusher);

  app.post('/api/course/inner/saibo/pushLog', async (request) => {
    const ctx = engineContext(request);
    const body = (request.body ?? {}) as { id?: unknown; kind?: unknown };
    const id = typeof body.id === 'string' && /^\d{1,19}$/.test(body.id) ? body.id : undefined;
    if (!id) throw new BizError('请选择备案记录');
    const kind: Kind = body.kind === 'coach' ? 'coach' : 'student';
    // The filing must be the caller's to read: the engine's own scope (tenant, school, store).
    await fetchOne(db, kind === 'coach' ? coachFiling : studentFiling, ctx, id);
    return ok(await pushLogOf(db, ctx, kind, id));
  });

  // Filings 备案中 without their push's job (pushed before the queue kept them) get it once the
  // server is up: the same push is one job whichever process sweeps, or how often.
  app.addHook('onReady', async () => {
    for (const kind of ['student', 'coach'] as const) {
      const pending = await rowsOf<{ tenant_id: string; id: string; push_count: number | null }>(
        db,
        sql`SELECT tenant_id, id, push_count FROM ${sql.raw(TABLE[kind])} WHERE status = 1 AND deleted = 0 LIMIT 1000`,
      );
      for (const p of pending)
        await pusher.enqueue(db, String(p.tenant_id), kind, String(p.id), Number(p.push_count ?? 1));
    }
    pusher.wake();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    filingPusher: FilingPusher;
  }
}
