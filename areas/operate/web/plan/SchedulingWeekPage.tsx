import { useMemo, useState } from 'react';
import { Button, Card, Dropdown, Empty, Modal, Select, Space, Spin, Typography, theme } from 'antd';
import type { MenuProps } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { buttonCode, transitionApplies, type TransitionDef } from '@coach/domain/resources/types.ts';
import { classHourSettings } from '../../domain/plan/planSettings';
import { SUBJECT_OPTIONS } from '../../domain/plan/classPlan';
import { useAccess } from '@coach/web/platform/access.tsx';
import { confirmDialog, toastSuccess } from '@coach/web/platform/feedback.ts';
import { post } from '@coach/web/platform/http.ts';
import { SettingsForm } from '@coach/web/kit/resource/index.ts';
import { resultOf, runTransitionCall } from '@coach/web/kit/resource/api.ts';
import { carChoices, classHourCalls, coachChoices, planDef, setPeriod, weekPlans, type Plan } from './planCalls';
import { PlanMessageDialog, PlanMoveDialog } from './PlanActionDialogs';
import {
  beijingDate,
  beijingTime,
  placePlans,
  proposedDay,
  visibleHours,
  weekFromParam,
  weekWord,
  WEEKDAYS,
} from './weekGrid';

const DAY = 86400;
const HOUR_PX = 56;
const PALETTE = ['#14CD88', '#1677ff', '#fa8c16', '#722ed1', '#eb2f96', '#13c2c2', '#a0d911', '#faad14'];
const MODIFY_ROUTE = '/operates/schedulingMag/schedulingModifyMag';

/**
 * 排班管理: the class plans of one week as a grid (days × hours), per coach and car.
 * The week and the filters live in the URL (?week=YYYY-MM-DD&coachId=&carId=), so a reload
 * or a shared link shows the same week. A block opens its actions: 编辑, 提前, 延后,
 * 关闭/开放, 发送消息, 删除; each behind its permission button.
 */
export function SchedulingWeekPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const access = useAccess();
  const can = (action: string) => access.hasButton(buttonCode(planDef, action));
  const week = weekFromParam(params.get('week'));
  const filter = useMemo(
    () => ({ coachId: params.get('coachId') || undefined, carId: params.get('carId') || undefined }),
    [params],
  );
  const [moving, setMoving] = useState<{ plan: Plan; direction: 'ahead' | 'delay' }>();
  const [messaging, setMessaging] = useState<Plan>();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The grid's surfaces, lines and texts from the theme, so it reads in 浅色 and 深色 alike.
  const { token } = theme.useToken();

  const plans = useQuery({
    queryKey: ['resource', planDef.name, 'week', week, filter],
    queryFn: ({ signal }) => weekPlans(week, filter, signal),
    placeholderData: keepPreviousData,
  });
  const coaches = useQuery({ queryKey: ['resource', 'examCoach', 'choices'], queryFn: coachChoices });
  const cars = useQuery({ queryKey: ['resource', 'examCar', 'choices'], queryFn: carChoices });
  const hours = useQuery({
    queryKey: ['settings', classHourSettings.key],
    queryFn: async () => resultOf(await classHourCalls.load()),
  });

  const list = useMemo(() => plans.data ?? [], [plans.data]);
  const placed = useMemo(() => placePlans(list, week), [list, week]);
  const { first, last } = visibleHours(
    list,
    week,
    String(hours.data?.dayStart ?? '08:00'),
    String(hours.data?.dayEnd ?? '18:00'),
  );
  const coachColour = useMemo(
    () => new Map((coaches.data ?? []).map((c, i) => [c.value, PALETTE[i % PALETTE.length]])),
    [coaches.data],
  );

  const setParam = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const goWeek = (offset: number) =>
    setParam({ week: offset === 0 ? undefined : beijingDate(week + offset * 7 * DAY) });
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['resource', planDef.name] });

  // 开放 / 关闭 of one plan: the definition's transition its state allows (the server checks the same `from`).
  const toggle = async (plan: Plan, transition: TransitionDef) => {
    if (!(await confirmDialog({ title: '提示', content: transition.confirm! }))) return;
    const answer = await runTransitionCall(transition, [plan.id]);
    if (answer.status) {
      toastSuccess(`${transition.label}成功`);
      reload();
    }
  };
  const remove = async (plan: Plan) => {
    if (!(await confirmDialog({ title: '提示', content: '确定删除所选数据吗?' }))) return;
    const answer = await post<unknown>(planDef.api.delete!, { ids: [plan.id] });
    if (answer.status) {
      toastSuccess('删除成功');
      reload();
    }
  };
  const period = async (open: boolean) => {
    const label = open ? '开放' : '关闭';
    if (
      !(await confirmDialog({
        title: '提示',
        content: `确定${label}${beijingDate(week)}至${beijingDate(week + 6 * DAY)}的全部排班吗?`,
      }))
    )
      return;
    const answer = await setPeriod(open, week, filter);
    if (answer.status) {
      toastSuccess(answer.message);
      reload();
    }
  };

  const menuOf = (plan: Plan): MenuProps['items'] =>
    [
      can('edit') && {
        key: 'edit',
        label: '编辑',
        onClick: () => navigate(`${planDef.formRoute}?id=${plan.id}`, { state: { noCache: true } }),
      },
      can('ahead') && { key: 'ahead', label: '提前', onClick: () => setMoving({ plan, direction: 'ahead' }) },
      can('delay') && { key: 'delay', label: '延后', onClick: () => setMoving({ plan, direction: 'delay' }) },
      ...planDef
        .transitions!.filter((t) => transitionApplies(t, { ...plan }) && can(t.name))
        .map((t) => ({ key: t.name, label: t.label, onClick: () => void toggle(plan, t) })),
      can('sendMsg') && { key: 'sendMsg', label: '发送消息', onClick: () => setMessaging(plan) },
      { key: 'history', label: '调班记录', onClick: () => navigate(`${MODIFY_ROUTE}?planId=${plan.id}`) },
      can('delete') && { key: 'delete', label: '删除', danger: true, onClick: () => void remove(plan) },
    ].filter(Boolean) as MenuProps['items'];

  const today = beijingDate(Math.floor(Date.now() / 1000));
  // A day with plans side by side gets the room to show each block whole (the grid scrolls).
  const lanesOfDay = WEEKDAYS.map((_, day) => Math.max(1, ...placed.filter((p) => p.day === day).map((p) => p.lanes)));
  // Narrow enough that a week of two plans side by side fits 1440px (周六/周日 stay on screen).
  const columns = `52px ${lanesOfDay.map((l) => `minmax(${Math.max(120, l * 78)}px, 1fr)`).join(' ')}`;
  const line = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
  const height = (last - first) * HOUR_PX;
  return (
    <Card>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Button icon={<LeftOutlined />} onClick={() => goWeek(-1)}>
            上一周
          </Button>
          <Button onClick={() => setParam({ week: undefined })}>本周</Button>
          <Button onClick={() => goWeek(1)}>
            下一周
            <RightOutlined />
          </Button>
          <Typography.Text strong data-testid="week-range">
            {beijingDate(week)} 至 {beijingDate(week + 6 * DAY)}
          </Typography.Text>
          <Select
            allowClear
            placeholder="全部教练"
            style={{ width: 140 }}
            value={filter.coachId}
            options={coaches.data}
            onChange={(v) => setParam({ coachId: v })}
            aria-label="教练"
          />
          <Select
            allowClear
            placeholder="全部车辆"
            style={{ width: 140 }}
            value={filter.carId}
            options={cars.data}
            onChange={(v) => setParam({ carId: v })}
            aria-label="车辆"
          />
        </Space>
        <Space wrap>
          {can('add') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(`${planDef.formRoute!}?date=${proposedDay(week)}`, { state: { noCache: true } })}
            >
              新增排班
            </Button>
          )}
          <Button onClick={() => navigate(MODIFY_ROUTE)}>调班管理</Button>
          {can('schedulingOpen') && <Button onClick={() => void period(true)}>开放{weekWord(week)}排班</Button>}
          {can('schedulingClose') && (
            <Button danger onClick={() => void period(false)}>
              关闭{weekWord(week)}排班
            </Button>
          )}
          <Button onClick={() => setSettingsOpen(true)}>课时设置</Button>
        </Space>
      </Space>
      <Spin spinning={plans.isFetching}>
        <div style={{ overflowX: 'auto' }}>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: columns,
              border: `1px solid ${token.colorBorderSecondary}`,
              minWidth: 'min-content',
            }}
          >
            <div />
            {WEEKDAYS.map((name, day) => {
              const date = beijingDate(week + day * DAY);
              return (
                <div
                  key={name}
                  data-testid="week-day-head"
                  style={{
                    textAlign: 'center',
                    padding: '8px 0',
                    borderLeft: `1px solid ${token.colorBorderSecondary}`,
                    background: date === today ? token.colorPrimaryBg : token.colorFillAlter,
                    fontWeight: 500,
                  }}
                >
                  {name} <span style={{ color: token.colorTextSecondary }}>{date.slice(5)}</span>
                </div>
              );
            })}
            <div style={{ position: 'relative', height }}>
              {Array.from({ length: last - first }, (_, i) => (
                <div
                  key={i}
                  style={{
                    position: 'absolute',
                    top: i * HOUR_PX - 8,
                    right: 6,
                    fontSize: 12,
                    color: token.colorTextTertiary,
                  }}
                >
                  {String(first + i).padStart(2, '0')}:00
                </div>
              ))}
            </div>
            {WEEKDAYS.map((name, day) => (
              <div
                key={name}
                data-testid={`day-${day}`}
                style={{
                  position: 'relative',
                  height,
                  borderLeft: `1px solid ${token.colorBorderSecondary}`,
                  backgroundImage: `repeating-linear-gradient(to bottom, ${token.colorBorderSecondary} 0, ${token.colorBorderSecondary} 1px, transparent 1px, transparent ${HOUR_PX}px)`,
                }}
              >
                {placed
                  .filter((p) => p.day === day)
                  .map(({ plan, lane, lanes }) => {
                    const top = ((plan.startTime - week - day * DAY) / 3600 - first) * HOUR_PX;
                    const colour = coachColour.get(plan.coachId) ?? PALETTE[0];
                    const closed = plan.status === 0;
                    return (
                      <Dropdown key={plan.id} trigger={['click']} menu={{ items: menuOf(plan) }}>
                        <div
                          data-testid={`plan-${plan.id}`}
                          data-day={day}
                          data-start={beijingTime(plan.startTime)}
                          title={`${plan.coachName} ${plan.carNo}`}
                          style={{
                            position: 'absolute',
                            top,
                            height: Math.max(((plan.endTime - plan.startTime) / 3600) * HOUR_PX - 2, 20),
                            left: `calc(${(lane / lanes) * 100}% + 2px)`,
                            width: `calc(${100 / lanes}% - 4px)`,
                            overflow: 'hidden',
                            cursor: 'pointer',
                            borderRadius: 4,
                            padding: '2px 3px 2px 4px',
                            fontSize: 11,
                            lineHeight: '17px',
                            // A light tint of the coach's colour over the grid, whichever theme it is.
                            color: closed ? token.colorTextTertiary : token.colorText,
                            background: closed ? token.colorBgContainerDisabled : `${colour}22`,
                            borderLeft: `3px solid ${closed ? token.colorBorder : colour}`,
                            border: closed ? `1px dashed ${token.colorBorder}` : undefined,
                          }}
                        >
                          {/* 关闭 leads the first line: in a narrow lane the ends of lines are cut, never the state. */}
                          <div style={{ ...line, fontWeight: 600 }}>
                            {closed && (
                              <span data-testid="plan-closed" style={{ color: token.colorError, marginRight: 4 }}>
                                关闭
                              </span>
                            )}
                            <span data-testid="plan-time">
                              {beijingTime(plan.startTime)}-{beijingTime(plan.endTime)}
                            </span>
                          </div>
                          <div style={line}>{plan.coachName}</div>
                          <div style={line}>{plan.carNo}</div>
                          <div style={line}>
                            已约 {plan.bookedCount}/{plan.capacity}
                          </div>
                          <div style={line}>{SUBJECT_OPTIONS.find((s) => s.value === plan.subject)?.label}</div>
                        </div>
                      </Dropdown>
                    );
                  })}
              </div>
            ))}
          </div>
        </div>
        {!plans.isFetching && list.length === 0 && (
          <Empty style={{ marginTop: 16 }} description={`${weekWord(week)}暂无排班`} />
        )}
      </Spin>
      {moving && (
        <PlanMoveDialog
          plan={moving.plan}
          direction={moving.direction}
          onClose={() => setMoving(undefined)}
          onDone={() => {
            setMoving(undefined);
            reload();
          }}
        />
      )}
      {messaging && <PlanMessageDialog plan={messaging} onClose={() => setMessaging(undefined)} />}
      <Modal
        open={settingsOpen}
        title="课时设置"
        footer={null}
        onCancel={() => {
          setSettingsOpen(false);
          void queryClient.invalidateQueries({ queryKey: ['settings', classHourSettings.key] });
        }}
        destroyOnHidden
        width={640}
      >
        <SettingsForm def={classHourSettings} calls={classHourCalls} />
      </Modal>
    </Card>
  );
}
