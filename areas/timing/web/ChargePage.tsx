import { useState } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { timingBalance, timingLearning, timingRecharge, timingRemaining } from '../domain';
import { DefinedList, ResourceFormDrawer, RowButton, type Row } from '@coach/web/kit/resource/index.ts';

/**
 * 全车型学时充值: each school's balance per category (the definition's list) with 充值 (a new
 * line of 学时充值明细, whose form it opens) and, per balance, its three detail pages opened
 * on that school and category.
 */
export function ChargePage() {
  const navigate = useNavigate();
  const [recharging, setRecharging] = useState<{ reload: () => void } | undefined>();
  const open = (route: string, row: Row) =>
    navigate(`${route}?${new URLSearchParams({ schoolId: String(row.schoolId), carType: String(row.carType) })}`);
  return (
    <>
      <DefinedList
        def={timingBalance}
        toolbar={({ actions }) =>
          actions.can('recharge') ? (
            <Button type="primary" onClick={() => setRecharging({ reload: actions.reload })}>
              充值
            </Button>
          ) : null
        }
        rowActions={(row) => (
          <>
            <RowButton onClick={() => open(timingRecharge.route, row)}>充值明细</RowButton>
            <RowButton onClick={() => open(timingLearning.route, row)}>学习明细</RowButton>
            <RowButton onClick={() => open(timingRemaining.route, row)}>剩余明细</RowButton>
          </>
        )}
      />
      <ResourceFormDrawer
        def={timingRecharge}
        open={!!recharging}
        extras={{ onSaved: () => recharging?.reload() }}
        onClose={() => setRecharging(undefined)}
      />
    </>
  );
}
