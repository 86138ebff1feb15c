import { useState } from 'react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { INSTALMENT_OPEN } from '../domain/zsclass';
import { stateAllows } from '@coach/domain/resources/types.ts';
import { RowButton, type Row } from '@coach/web/kit/resource/index.ts';
import { InstalmentDialog } from './InstalmentDialog';
import { DefinedList } from '@coach/web/kit/resource/index.ts';

/**
 * 招生班型: classes on the form page, 上架/下架, ordering, and 分期设置 (offered by the declared
 * INSTALMENT_OPEN, which the server's save checks in its UPDATE).
 */
const def = resourcesByName.zsclass;

export function ClassListPage() {
  const [instalRow, setInstalRow] = useState<Row>();
  return (
    <>
      <DefinedList
        def={def}
        rowActions={(row, { actions }) =>
          actions.can('edit') && stateAllows(INSTALMENT_OPEN, row) ? (
            <RowButton onClick={() => setInstalRow(row)}>分期设置</RowButton>
          ) : null
        }
      />
      <InstalmentDialog row={instalRow} onClose={() => setInstalRow(undefined)} />
    </>
  );
}
