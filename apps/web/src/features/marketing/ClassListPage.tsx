import { useState } from 'react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { RowButton, type Row } from '../../kit/resource';
import { InstalmentDialog } from './InstalmentDialog';
import { DefinedList } from '../../kit/resource';

/**
 * 招生班型: classes on the form page, 上架/下架, ordering, and 分期设置 (allowed while the
 * class is 上架 or a never-shelved draft, as the server checks).
 */
const def = resourcesByName.zsclass;

export function ClassListPage() {
  const [instalRow, setInstalRow] = useState<Row>();
  return (
    <>
      <DefinedList
        def={def}
        rowActions={(row, { actions }) =>
          actions.can('edit') && (Number(row.status) === 1 || !row.shelfTime) ? (
            <RowButton onClick={() => setInstalRow(row)}>分期设置</RowButton>
          ) : null
        }
      />
      <InstalmentDialog row={instalRow} onClose={() => setInstalRow(undefined)} />
    </>
  );
}
