import { useMemo } from 'react';
import { Tabs } from 'antd';
import { timingCost } from '@coach/domain/resources/timing/index.ts';
import { timingSettings } from '@coach/domain/settings/timing.ts';
import { DefinedList, SettingsForm } from '../../kit/resource';

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
