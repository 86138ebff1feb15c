import { useMemo } from 'react';
import { Tabs } from 'antd';
import { timingCost } from '@coach/domain/resources/timing/index.ts';
import { TIMING_CONFIG_CALLS, timingSettings } from '@coach/domain/settings/timing.ts';
import { post } from '../../platform/http';
import { DefinedList, SettingsForm, type SettingsCalls } from '../../kit/resource';

const calls: SettingsCalls = {
  load: () => post<Record<string, unknown>>(TIMING_CONFIG_CALLS.get, {}),
  save: (values) => post<unknown>(TIMING_CONFIG_CALLS.save, values, { silent: true }),
};

/** 学时费用设置: the prices from a date on (the definition's list), and 计时参数 in a second tab. */
export function CostSettingPage() {
  const items = useMemo(
    () => [
      { key: 'cost', label: '学时费用', children: <DefinedList def={timingCost} /> },
      { key: 'config', label: timingSettings.title, children: <SettingsForm def={timingSettings} calls={calls} /> },
    ],
    [],
  );
  return <Tabs items={items} />;
}
