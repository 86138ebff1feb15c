import { useMemo } from 'react';
import { Tabs } from 'antd';
import { timingCost, timingSettings } from '../domain';
import { DefinedList, SettingsForm } from '@coach/web/kit/resource/index.ts';

/** 学时费用设置: the prices from a date on (the definition's list), and 计时参数 (at its own calls, from its definition) in a second tab. */
export function CostSettingPage() {
  const items = useMemo(
    () => [
      { key: 'cost', label: '学时费用', children: <DefinedList def={timingCost} /> },
      { key: 'config', label: timingSettings.title, children: <SettingsForm def={timingSettings} /> },
    ],
    [],
  );
  return <Tabs items={items} />;
}
