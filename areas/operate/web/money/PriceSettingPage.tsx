import { Card, Tabs } from 'antd';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { examPlaceSettings } from '../../domain/plan/planSettings';
import { DefinedList, SettingsForm } from '@coach/web/kit/resource/index.ts';
import { examPlaceCalls } from '../plan/planCalls';

const priceDef = resourcesByName.examroomPriceSetting;

/**
 * /operates/printSetting: the route holds two definitions, the price list (money side) and
 * the 考场设置 form (scheduling side, its own get/save calls), shown as two tabs. The list
 * opens 新增/编辑 on its form page like every defined list.
 */
export function PriceSettingPage() {
  return (
    <Card>
      <Tabs
        data-testid="examroom-price-tabs"
        items={[
          { key: 'price', label: '价格设置', children: <DefinedList def={priceDef} /> },
          {
            key: 'place',
            label: examPlaceSettings.title,
            children: <SettingsForm def={examPlaceSettings} calls={examPlaceCalls} />,
          },
        ]}
      />
    </Card>
  );
}
