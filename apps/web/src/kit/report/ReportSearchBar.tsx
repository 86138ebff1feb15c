import { useState, type ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import { Button, DatePicker, Form, Segmented, Select, Space, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { SearchButtons } from '../resource/SearchButtons';
import { ALL_OPTION } from '@coach/domain/constants.ts';
import {
  PERIOD_LABELS,
  type PeriodKind,
  type ReportDef,
  type ReportFilterDef,
  type ReportRoute,
} from '@coach/domain/reports/index.ts';
import { pickerOfSeconds, secondsOfPicker } from '../resource/timeValues';
import { RefSelect } from '../resource/controls/RefSelect';
import type { ReportBody } from './useReport';

interface Props {
  def: ReportDef;
  route: ReportRoute;
  body: ReportBody;
  onSearch: (body: ReportBody) => void;
  /** Absent: the report has no export call. */
  onExport?: () => Promise<void>;
  /** The page's own buttons after 导出 (重新固化). */
  extra?: ReactNode;
}

/**
 * The search bar of every report: period kind (a switch), date range (empty = the default
 * periods), what the rows are, the declared filters, 查询 / 重置 / 导出. The route's fixed
 * filters are not offered: the page is about them.
 */
export function ReportSearchBar({ def, route, body, onSearch, onExport, extra }: Props) {
  const [form] = Form.useForm();
  const [exporting, setExporting] = useState(false);
  const filters = (def.filters ?? []).filter((f) => route.params?.[f.key] === undefined);
  /** A filter's options, narrowed to the members of the page's choice of the filter it is `within`. */
  const optionsOf = (f: ReportFilterDef) => {
    const outer = f.within
      ? def.filters?.find((x) => x.key === f.within)?.options.find((o) => o.value === route.params?.[f.within!])
      : undefined;
    return outer?.members ? f.options.filter((o) => outer.members!.includes(Number(o.value))) : f.options;
  };
  const submit = (values: Record<string, unknown>) => {
    const range = values.range as [Dayjs | null, Dayjs | null] | null;
    // The place a region report has been opened at stays chosen (the trail above the table goes back up).
    const next: ReportBody = {
      kind: body.kind,
      region: body.region,
      groupBy: values.groupBy as string,
      startTime: secondsOfPicker(range?.[0], 'start'),
      endTime: secondsOfPicker(range?.[1], 'end'),
    };
    for (const f of filters) next[f.key] = values[f.key] as string | number | null;
    onSearch(next);
  };
  const initial = {
    groupBy: body.groupBy ?? def.dimensions[0].key,
    range: body.startTime ? [pickerOfSeconds(body.startTime), pickerOfSeconds(body.endTime)] : null,
    ...Object.fromEntries(filters.map((f) => [f.key, body[f.key] ?? null])),
  };
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }} data-testid="report-search">
      <Space wrap>
        {def.period.kinds.length > 1 && (
          <Segmented<PeriodKind>
            value={(body.kind as PeriodKind) ?? def.period.default}
            onChange={(kind) => onSearch({ ...body, kind, startTime: undefined, endTime: undefined })}
            options={def.period.kinds.map((k) => ({ value: k, label: PERIOD_LABELS[k] }))}
          />
        )}
        {def.note && (
          <Typography.Text type="secondary" data-testid="report-note">
            {def.note}
          </Typography.Text>
        )}
      </Space>
      <Form
        form={form}
        layout="inline"
        initialValues={initial}
        onFinish={submit}
        style={{ rowGap: 12 }}
        name={`${def.name}-report-search`}
      >
        <Form.Item name="range" label="统计时间">
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        {def.dimensions.length > 1 && (
          <Form.Item name="groupBy" label="统计维度">
            <Select style={{ width: 140 }} options={def.dimensions.map((d) => ({ value: d.key, label: d.label }))} />
          </Form.Item>
        )}
        {filters.map((f) => (
          <Form.Item key={f.key} name={f.key} label={f.label}>
            {f.selector ? (
              <RefSelect
                field={{
                  key: f.key,
                  label: f.label,
                  kind: 'text',
                  selector: f.selector,
                  selectorParent: f.selectorParent,
                }}
                width={180}
                placeholder={ALL_OPTION.label}
                withClosed
              />
            ) : (
              <Select
                aria-label={f.label}
                style={{ width: 160 }}
                options={[
                  { value: ALL_OPTION.value, label: ALL_OPTION.label },
                  ...optionsOf(f).map((o) => ({ value: o.value, label: o.label })),
                ]}
              />
            )}
          </Form.Item>
        ))}
        <SearchButtons
          onReset={() => {
            form.resetFields();
            form.setFieldsValue({
              range: null,
              groupBy: def.dimensions[0].key,
              ...Object.fromEntries(filters.map((f) => [f.key, null])),
            });
            onSearch({ kind: body.kind });
          }}
        >
          {onExport && (
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={() => {
                setExporting(true);
                void onExport().finally(() => setExporting(false));
              }}
            >
              导出
            </Button>
          )}
          {extra}
        </SearchButtons>
      </Form>
    </Space>
  );
}
