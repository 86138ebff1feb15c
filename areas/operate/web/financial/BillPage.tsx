import { Table, Typography } from 'antd';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { DefinedList, type Row } from '@coach/web/kit/resource/index.ts';
import { columnsOf } from '@coach/web/kit/resource/columns.tsx';

/**
 * 考场账单: one row per coach and billing period (26th to 25th); 详情 lists the trainings the
 * bill adds up (their coach income sums to the bill and to the wallet's 训练收入 flows).
 */
const def = resourcesByName.examroomBill;
const trainDef = resourcesByName.examroomTrain;
const trainColumns = columnsOf(trainDef).filter((c) => c.key !== 'coachName');

export function BillPage() {
  return (
    <DefinedList
      def={def}
      detailExtras={{
        width: 980,
        render: (data: Row) => (
          <>
            <Typography.Title level={5} style={{ marginTop: 24 }}>
              训练明细
            </Typography.Title>
            <Table<Row>
              rowKey="id"
              size="small"
              dataSource={(data.trains as Row[] | undefined) ?? []}
              columns={trainColumns}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={{ x: 'max-content' }}
            />
          </>
        ),
      }}
    />
  );
}
