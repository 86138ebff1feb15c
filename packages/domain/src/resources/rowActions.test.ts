import { describe, expect, it } from 'vitest';
import { RESOURCES, resourcesByName } from './index';
import { CALLS } from '../calls';
import {
  actionApplies,
  actionLabel,
  actionOfBody,
  bodyHolds,
  conditionsOf,
  fillRowText,
  isDeletableRow,
  isEditableRow,
  stateAllows,
  type ResourceDef,
} from './types';
import { INSTALMENT_OPEN } from '@coach/areas/marketing/domain/index.ts';
import { LEAD_STAGE } from './analytics/options';

describe("row buttons that open another resource's form", () => {
  const formActions = RESOURCES.flatMap((def) =>
    (def.actions ?? []).filter((a) => a.form).map((action) => ({ def, action })),
  );

  it('name a resource that can be created, and fill fields it has from fields of the row', () => {
    expect(formActions.length).toBeGreaterThan(0);
    for (const { def, action } of formActions) {
      const target = resourcesByName[action.form!.resource];
      expect(target, `${def.name}:${action.name}`).toBeDefined();
      expect(target.api.create ?? target.api.save, `${target.name} is created`).toBeDefined();
      // A filled key that is no field of the form goes with the save as it is (the row's id).
      for (const from of Object.values(action.form!.fill))
        expect(from === 'id' || def.fields.some((f) => f.key === from), `${def.name} has ${from}`).toBe(true);
      for (const key of action.form!.about ?? [])
        expect(
          def.fields.some((f) => f.key === key),
          `${def.name} shows ${key}`,
        ).toBe(true);
      expect(
        target.fields.some((f) => Object.keys(action.form!.fill).includes(f.key)) || 'id' in action.form!.fill,
        `${target.name} is about the row`,
      ).toBe(true);
    }
  });

  it('are offered only on rows whose state allows them (an enrolled lead has neither 添加跟进 nor 转化报名)', () => {
    const [track] = formActions.filter(({ action }) => action.name === 'saveTrack').map(({ action }) => action);
    expect(actionApplies(track, { stage: LEAD_STAGE.following })).toBe(true);
    expect(actionApplies(track, { stage: LEAD_STAGE.enrolled })).toBe(false);
    expect(actionApplies({}, { stage: LEAD_STAGE.enrolled })).toBe(true);
    // 更换手机号 only on a 正常 order.
    const [phone] = formActions.filter(({ action }) => action.name === 'changePhone').map(({ action }) => action);
    expect([1, 2, 3].map((status) => actionApplies(phone, { status }))).toEqual([true, false, false]);
  });
});

describe('rows closed to edits only (editableIn.keepsDelete)', () => {
  const { coupon } = resourcesByName;
  it('offers no 编辑 on a voided coupon, and still 删除 (CI found 编辑 offered where the server refused it)', () => {
    expect(isEditableRow(coupon, { status: 1 })).toBe(true);
    expect(isEditableRow(coupon, { status: 2 })).toBe(false);
    expect(isDeletableRow(coupon, { status: 2 })).toBe(true);
    expect(coupon.editableIn?.refusal + '不能修改').toBe('已作废的优惠券不能修改');
  });
});

describe('row actions declared with their call (issue 39.2)', () => {
  const calls = new Set(CALLS.map((c) => c.path));
  const declared = RESOURCES.flatMap((def) => (def.actions ?? []).map((action) => ({ def, action })));
  const withCall = declared.filter(({ action }) => action.path);
  const hasField = (def: ResourceDef, key: string) => key === 'id' || def.fields.some((f) => f.key === key);

  it('name calls of the spec, fields the row has, and ask one thing each', () => {
    expect(withCall.map(({ def, action }) => `${def.name}:${action.name}`)).toEqual(
      expect.arrayContaining([
        'accompanyOrder:refundAudit',
        'examroomCashRecord:pass',
        'examroomCashRecord:reject',
        'examroomCashRecord:paid',
        'timingInvoice:uploadInvoice',
        'timingInvoice:downloadInvoice',
      ]),
    );
    for (const { def, action } of withCall) {
      const name = `${def.name}:${action.name}`;
      expect(calls.has(action.path!), `${name} calls ${action.path}`).toBe(true);
      expect(action.form, `${name} is a call or a form, not both`).toBeUndefined();
      for (const when of [...conditionsOf(action.when), ...conditionsOf(action.relabel?.when)])
        expect(hasField(def, when.field), `${name} checks a field of the row`).toBe(true);
      const asks = [action.reason, action.file, action.preview, action.download].filter(Boolean);
      expect(asks.length, `${name} asks at most one thing`).toBeLessThanOrEqual(1);
      expect(!!action.choices, `${name}: choices belong to a preview`).toBe(!!action.preview);
      if (action.preview) {
        expect(calls.has(action.preview.path), `${name} previews by a call of the spec`).toBe(true);
        for (const key of action.preview.about ?? []) expect(hasField(def, key), `${name} shows ${key}`).toBe(true);
      }
    }
  });

  it('tell actions sharing one call apart by what they send (通过 status 1, 拒绝 status 2)', () => {
    const byPath = new Map<string, typeof withCall>();
    for (const entry of withCall) {
      const key = `${entry.def.name} ${entry.action.path}`;
      byPath.set(key, [...(byPath.get(key) ?? []), entry]);
    }
    expect([...byPath.values()].some((group) => group.length > 1)).toBe(true);
    for (const [key, group] of byPath) {
      if (group.length === 1) continue;
      const bodies = group.map(({ action }) => action.send ?? {});
      for (const { action } of group)
        expect(
          actionOfBody(
            group.map((g) => g.action),
            action.send ?? {},
          ),
          key,
        ).toBe(action);
      expect(new Set(bodies.map((b) => JSON.stringify(b))).size, key).toBe(group.length);
    }
  });

  it('derive label and confirm from the row', () => {
    const { timingInvoice, examroomCashRecord } = resourcesByName;
    const upload = timingInvoice.actions!.find((a) => a.name === 'uploadInvoice')!;
    expect([0, 1].map((status) => actionLabel(upload, { status }))).toEqual(['上传发票', '重新上传']);
    const pass = examroomCashRecord.actions!.find((a) => a.name === 'pass')!;
    expect(fillRowText(pass.confirm!, { coachName: '陈静', amount: '120.00' })).toBe(
      '确定审核通过「陈静」的提现申请（120.00元）吗?',
    );
    expect(bodyHolds({ status: 2 }, { status: '2' })).toBe(true);
    expect(bodyHolds({ status: 2 }, { status: '' })).toBe(false);
  });
});

describe('state conditions shared by page and server', () => {
  it('opens 分期设置 on a class 上架 or a draft never shelved, not on one taken off the shelf', () => {
    const open = (row: Record<string, unknown>) => stateAllows(INSTALMENT_OPEN, row);
    expect([
      open({ status: 1, shelfTime: 1_700_000_000 }),
      open({ status: 0, shelfTime: null }),
      open({ status: 0 }),
      open({ status: 0, shelfTime: 1_700_000_000 }),
    ]).toEqual([true, true, true, false]);
  });

  it('offers 加入考场排班 only on a car-licence coach 启用 and not yet agreed at the exam room: each condition of a list holds', () => {
    const join = resourcesByName.coach.actions!.find((a) => a.name === 'joinExamroom')!;
    const offered = (row: Record<string, unknown>) => actionApplies(join, { carType: 1, ...row });
    expect([
      offered({ disable: 0, examStatus: null, examCoachId: null }),
      offered({ disable: 0, examStatus: 2, examCoachId: '7' }),
      offered({ disable: 1, examStatus: null, examCoachId: null }),
      offered({ disable: 0, examStatus: 1, examCoachId: '7' }),
      offered({ disable: 0, examStatus: null, examCoachId: null, carType: 3 }),
      offered({ disable: 0, examStatus: null, examCoachId: null, carType: 8 }),
    ]).toEqual([true, true, false, false, true, false]);
  });

  it('offers 意见反馈 回复 on an unanswered one and 查看回复 on an answered one', () => {
    const links = resourcesByName.feedback.links ?? [];
    const offered = (replyStatus: number) =>
      links.filter((l) => stateAllows(l.when, { replyStatus })).map((l) => l.label);
    expect([offered(0), offered(1)]).toEqual([['回复'], ['查看回复']]);
    expect(links.find((l) => l.label === '回复')?.action).toBe('reply');
  });
});
