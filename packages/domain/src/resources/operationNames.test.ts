import { describe, expect, it } from 'vitest';
import { OPERATION_ACTION_OPTIONS, operationActionName, operationResourceName } from './operationNames';

// The operation log names what a feature's own call logs, as it names a transition: 操作 once
// read `book`, `apply` and `instalSetting` on the rows the apps and settings forms wrote.
describe('names of what features log', () => {
  it('names an action by the resource it was done to', () => {
    expect(operationActionName('examroomOrder', 'book')).toBe('预约');
    expect(operationActionName('examroomOrderRefund', 'apply')).toBe('申请退费');
    expect(operationActionName('examroomCashRecord', 'apply')).toBe('申请提现');
    expect(operationActionName('zsclass', 'instalSetting')).toBe('分期设置');
    expect(operationActionName('satisfactionSolidify', 'recompute')).toBe('重新固化');
    expect(operationResourceName('satisfactionSolidify')).toBe('教学满意度');
  });

  it('offers them in the 操作 filter, one choice per code', () => {
    const apply = OPERATION_ACTION_OPTIONS.filter((o) => o.value === 'apply');
    expect(apply).toHaveLength(1);
    expect(String(apply[0].label).split('/').sort()).toEqual(['申请提现', '申请退费']);
    expect(OPERATION_ACTION_OPTIONS.find((o) => o.value === 'book')?.label).toBe('预约');
  });
});
