import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { CLASS_PLAN_CALLS } from '../../domain/plan/classPlan';
import { clearSession } from '@coach/web/platform/session.ts';
import { fakeServer, renderPage, signIn } from '@coach/web/test/appHarness.tsx';
import { SchedulingEditPage } from './SchedulingEditPage';

// Issue 15: 保存 on an empty 新增排班 form threw an uncaught rejection (a page error in the
// browser) instead of showing the field messages.
vi.setConfig({ testTimeout: 30_000 });

const api = (path: string) => path.replace(/^\/api/, '');
let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  signIn();
  server = fakeServer({
    [api(resourcesByName.examCoach.api.list!)]: {
      result: { list: [{ id: '7', name: '王教练', mobile: '13800000007' }], total: 1 },
    },
    [api(resourcesByName.examCar.api.list!)]: { result: { list: [{ id: '8', carNo: '粤A12345' }], total: 1 } },
    [api(CLASS_PLAN_CALLS.classHourGet)]: {
      result: { hourMinutes: 60, dayStart: '08:00', dayEnd: '18:00', defaultCapacity: 4 },
    },
  });
});
afterEach(() => act(() => clearSession()));

describe('新增排班', () => {
  it('shows the field messages on an empty form and sends nothing', async () => {
    renderPage(<SchedulingEditPage />, '/operates/schedulingMag/schedulingEdit');
    await screen.findByText('新增排班');
    // The class-hour defaults have filled date, time and capacity; coach and car stay empty.
    // The settings call answers after the first render; on a busy machine well after a second.
    await waitFor(() => expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('4'), {
      timeout: 10_000,
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    expect((await screen.findAllByText('该输入项为必填项!')).length).toBe(2); // 教练 and 车辆
    expect(server.callsTo(api(resourcesByName.examClassPlan.api.create!))).toEqual([]);
  });

  it('proposes the day 新增排班 brings from the week on screen (?date=)', async () => {
    renderPage(<SchedulingEditPage />, '/operates/schedulingMag/schedulingEdit?date=2027-03-10');
    await screen.findByText('新增排班');
    await waitFor(() => expect(screen.getByDisplayValue('2027-03-10')).toBeTruthy(), { timeout: 10_000 });
  });
});
