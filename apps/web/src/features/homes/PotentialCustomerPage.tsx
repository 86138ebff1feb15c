import { useMemo, useState } from 'react';
import { potentialConvert, potentialCustomer, potentialTrack } from '@coach/domain/resources/analytics/potentialCustomer.ts';
import { LEAD_STAGE } from '@coach/domain/resources/analytics/options.ts';
import { DefinedList, ResourceFormDrawer, RowButton, type FormExtras, type Row } from '../../kit/resource';

type Acting = { kind: 'track' | 'convert'; row: Row; reload: () => void };

/**
 * 潜在客户: the definition's list (详情 opens the lead's page with its follow-ups and visits)
 * with 添加跟进 and 转化报名 on a lead not yet enrolled: the follow-up's and the enrolment's own
 * forms, the lead already chosen.
 */
export function PotentialCustomerPage() {
  const [acting, setActing] = useState<Acting>();
  const extras = useMemo<FormExtras>(
    () => ({ initialValues: acting ? { customerId: acting.row.id, customerName: acting.row.name } : undefined, onSaved: () => acting?.reload() }),
    [acting],
  );
  return (
    <>
      <DefinedList
        def={potentialCustomer}
        rowActions={(row, { actions }) =>
          Number(row.stage) === LEAD_STAGE.enrolled ? null : (
            <>
              {actions.can('saveTrack') && <RowButton onClick={() => setActing({ kind: 'track', row, reload: actions.reload })}>添加跟进</RowButton>}
              {actions.can('convert') && <RowButton onClick={() => setActing({ kind: 'convert', row, reload: actions.reload })}>转化报名</RowButton>}
            </>
          )
        }
      />
      <ResourceFormDrawer def={potentialTrack} open={acting?.kind === 'track'} extras={extras} onClose={() => setActing(undefined)} />
      <ResourceFormDrawer def={potentialConvert} open={acting?.kind === 'convert'} extras={extras} onClose={() => setActing(undefined)} />
    </>
  );
}
