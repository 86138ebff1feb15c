import { describe, expect, it } from 'vitest';
import { RESOURCES, resourcesByName } from './index';
import { actionApplies, isDeletableRow, isEditableRow } from './types';
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
