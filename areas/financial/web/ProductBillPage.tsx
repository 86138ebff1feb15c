import { Tabs } from 'antd';
import { productBill, vipBill } from '../domain';
import { DefinedList } from '@coach/web/kit/resource/index.ts';

const TABS = [
  { key: productBill.name, label: productBill.title, children: <DefinedList def={productBill} /> },
  { key: vipBill.name, label: vipBill.title, children: <DefinedList def={vipBill} /> },
];

/** 增值产品账单: every product's bills, and the VIP ones at the mall's own calls, as two tabs; 详情 opens 增值产品账单详情. */
export function ProductBillPage() {
  return <Tabs items={TABS} destroyOnHidden />;
}
