import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Spin,
  TimePicker,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { SUBJECT_OPTIONS } from '../../domain/plan/classPlan';
import { RULE_MESSAGES } from '@coach/domain/rules/index.ts';
import { classHourSettings } from '../../domain/plan/planSettings';
import { toastSuccess } from '@coach/web/platform/feedback.ts';
import { closePageAndGo } from '@coach/web/app/keepAlive/openPages.ts';
import { detailOf, resultOf, saveRow } from '@coach/web/kit/resource/api.ts';
import { pickerOfSeconds, secondsOfPicker } from '@coach/web/kit/resource/timeValues.ts';
import { carChoices, classHourCalls, coachChoices, planDef, type Plan } from './planCalls';
import { beijingDate } from './weekGrid';

interface Values {
  coachId?: string;
  carId?: string;
  subject: number;
  date?: Dayjs;
  start?: Dayjs;
  end?: Dayjs;
  capacity?: number;
  remark?: string;
  reason?: string;
}

const REQUIRED = [{ required: true, message: RULE_MESSAGES.required }];
/** A date or time left unchosen answers the spec's own words (请选择时间!), as the server does. */
const TIME_REQUIRED = [{ required: true, message: RULE_MESSAGES.dateRequired }];
const at = (date: Dayjs, time: Dayjs) => secondsOfPicker(date.hour(time.hour()).minute(time.minute()).second(0));

/**
 * 排班编辑: a new class plan (?date= proposes the day) or an edit (?id=). The length of a new
 * plan defaults to the class-hour setting; the server refuses overlaps and says with whom.
 * An edit may carry a reason, kept in 调班管理 with the change.
 */
export function SchedulingEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const proposedDate = params.get('date') ?? undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const coaches = useQuery({ queryKey: ['resource', 'examCoach', 'choices'], queryFn: coachChoices });
  const cars = useQuery({ queryKey: ['resource', 'examCar', 'choices'], queryFn: carChoices });
  const hours = useQuery({
    queryKey: ['settings', classHourSettings.key],
    queryFn: async () => resultOf(await classHourCalls.load()),
  });
  const detail = useQuery({
    queryKey: ['resource', planDef.name, 'detail', id],
    queryFn: async () => resultOf(await detailOf(planDef, id!)) as unknown as Plan,
    enabled: !!id,
  });

  useEffect(() => {
    setError(undefined);
    form.resetFields();
    if (id && detail.data) {
      const p = detail.data;
      form.setFieldsValue({
        coachId: p.coachId,
        carId: p.carId,
        subject: p.subject,
        date: pickerOfSeconds(p.startTime) ?? undefined,
        start: pickerOfSeconds(p.startTime) ?? undefined,
        end: pickerOfSeconds(p.endTime) ?? undefined,
        capacity: p.capacity,
        remark: p.remark ?? undefined,
      });
    } else if (!id && hours.data) {
      const start = pickerOfSeconds(Math.floor(Date.now() / 1000))!
        .hour(Number(String(hours.data.dayStart ?? '08:00').slice(0, 2)))
        .minute(0)
        .second(0);
      // The day of the week the grid showed (?date=, from 新增排班), else tomorrow.
      const proposed = /^\d{4}-\d{2}-\d{2}$/.test(proposedDate ?? '') ? proposedDate : undefined;
      const [y, m, d] = (proposed ?? '').split('-').map(Number);
      form.setFieldsValue({
        subject: 2,
        date: proposed
          ? start
              .year(y)
              .month(m - 1)
              .date(d)
          : start.add(1, 'day'),
        start,
        end: start.add(Number(hours.data.hourMinutes ?? 60), 'minute'),
        capacity: Number(hours.data.defaultCapacity ?? 4),
      });
    }
  }, [id, proposedDate, detail.data, hours.data, form]);

  const back = () => navigate(planDef.route);
  const submit = async () => {
    // Invalid: the form shows its field messages; nothing to send.
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    const startTime = at(v.date!, v.start!);
    const endTime = at(v.date!, v.end!);
    const body: Record<string, unknown> = {
      coachId: v.coachId,
      carId: v.carId,
      subject: v.subject,
      startTime,
      endTime,
      capacity: v.capacity,
      remark: v.remark ?? '',
    };
    if (id && v.reason?.trim()) body.reason = v.reason.trim();
    setSaving(true);
    try {
      const answer = await saveRow(planDef, body, id);
      if (!answer.status) {
        setError(answer.message);
        return;
      }
      toastSuccess(id ? '修改成功' : '新增成功');
      void queryClient.invalidateQueries({ queryKey: ['resource', planDef.name] });
      // The form is done: its tab closes and the week of the saved plan shows (issue 50.1).
      closePageAndGo(planDef.formRoute!, `${planDef.route}?week=${beijingDate(startTime!)}`, (to) => void navigate(to));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={id ? '编辑排班' : '新增排班'}>
      <Spin spinning={!!id && detail.isLoading}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form
          form={form}
          disabled={id ? detail.isLoading : hours.isLoading}
          labelCol={{ span: 4 }}
          wrapperCol={{ span: 12 }}
          onValuesChange={(changed: Partial<Values>) => {
            // Moving the start keeps the plan's length, as advance/delay do.
            if (changed.start && !id)
              form.setFieldValue('end', changed.start.add(Number(hours.data?.hourMinutes ?? 60), 'minute'));
            setError(undefined);
          }}
        >
          <Form.Item name="coachId" label="教练" rules={REQUIRED}>
            <Select showSearch optionFilterProp="label" options={coaches.data} placeholder="请选择已同意的教练" />
          </Form.Item>
          <Form.Item name="carId" label="车辆" rules={REQUIRED}>
            <Select showSearch optionFilterProp="label" options={cars.data} placeholder="请选择已通过的车辆" />
          </Form.Item>
          <Form.Item name="subject" label="科目" rules={REQUIRED}>
            <Radio.Group options={SUBJECT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
          </Form.Item>
          <Form.Item name="date" label="日期" rules={TIME_REQUIRED}>
            <DatePicker />
          </Form.Item>
          <Form.Item label="时间" required>
            <Space>
              <Form.Item name="start" noStyle rules={TIME_REQUIRED}>
                <TimePicker format="HH:mm" minuteStep={5} placeholder="开始时间" />
              </Form.Item>
              至
              <Form.Item name="end" noStyle rules={TIME_REQUIRED}>
                <TimePicker format="HH:mm" minuteStep={5} placeholder="结束时间" />
              </Form.Item>
            </Space>
          </Form.Item>
          <Form.Item name="capacity" label="可约人数" rules={REQUIRED}>
            <InputNumber min={1} max={30} precision={0} />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input maxLength={100} />
          </Form.Item>
          {id && (
            <Form.Item name="reason" label="调班原因">
              <Input.TextArea maxLength={200} rows={2} placeholder="选填，将记录到调班管理" />
            </Form.Item>
          )}
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Space>
              <Button type="primary" loading={saving} onClick={() => void submit()}>
                保存
              </Button>
              <Button onClick={back}>取消</Button>
            </Space>
          </Form.Item>
        </Form>
      </Spin>
    </Card>
  );
}
