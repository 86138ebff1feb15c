import { Table, Typography } from 'antd';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { WALLET_FLOW_TYPE_OPTIONS } from '../../domain/money/options';
import { formatTime } from '@coach/domain/format/index.ts';
import { DefinedList, type Row } from '@coach/web/kit/resource/index.ts';
import { optionLabel } from '@coach/web/kit/resource/FieldValue.tsx';

/**
 * 教练钱包: each coach's available balance and frozen amount; 详情 lists the wallet flows
 * (training income, withdrawals frozen, returned and paid) with what each left behind.
 */
const def = resourcesByName.examroomWallet;

interface Flow {
  id: string;
  flowType: number;
  balanceChange: string;
  frozenChange: string;
  balanceAfter: string;
  frozenAfter: string;
  remark: string | null;
  createTime: number;
}

const signed = (v: string) => (v.startsWith('-') || v === '0.00' ? v : `+${v}`);

export function FlowTable({ flows }: { flows: Flow[] }) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        钱包流水
      </Typography.Title>
      <Table<Flow>
        data-testid="wallet-flows"
        rowKey="id"
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={flows}
        columns={[
          {
            key: 'createTime',
            title: '时间',
            dataIndex: 'createTime',
            width: 160,
            render: (v: number) => formatTime(v),
          },
          {
            key: 'flowType',
            title: '类型',
            dataIndex: 'flowType',
            width: 90,
            render: (v: number) => optionLabel(WALLET_FLOW_TYPE_OPTIONS, v) ?? '-',
          },
          { key: 'balanceChange', title: '余额变动', dataIndex: 'balanceChange', align: 'right', render: signed },
          { key: 'frozenChange', title: '冻结变动', dataIndex: 'frozenChange', align: 'right', render: signed },
          { key: 'balanceAfter', title: '余额', dataIndex: 'balanceAfter', align: 'right' },
          { key: 'frozenAfter', title: '冻结', dataIndex: 'frozenAfter', align: 'right' },
          { key: 'remark', title: '备注', dataIndex: 'remark', ellipsis: true },
        ]}
      />
    </>
  );
}

export function WalletPage() {
  return (
    <DefinedList
      def={def}
      detailExtras={{
        width: 860,
        render: (data: Row) => <FlowTable flows={(data.flows as Flow[] | undefined) ?? []} />,
      }}
    />
  );
}
