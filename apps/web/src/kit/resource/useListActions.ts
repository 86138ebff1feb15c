import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { buttonCode, type ResourceDef, type TransitionDef } from '@coach/domain/resources/types.ts';
import { useAccess } from '../../platform/access';
import { toastSuccess } from '../../platform/feedback';
import { deleteRows, exportRows, moveRow, runTransitionCall, type Row } from './api';
import { deleteFlow, transitionFlow } from './rowFlows';

/**
 * The actions of one list bound to its definition: permission checks (`<route>:<action>`,
 * administrators hold all), the flows of spec §4 and the reload after each. Shared by the
 * toolbar and the row buttons so both behave the same.
 */
export interface ListActions {
  can: (action: string) => boolean;
  reload: () => void;
  transition: (t: TransitionDef, rows: readonly Row[]) => Promise<boolean>;
  remove: (rows: readonly Row[]) => Promise<boolean>;
  move: (row: Row, direction: 'up' | 'down') => Promise<void>;
  exporting: boolean;
  exportList: (body: Record<string, unknown>) => Promise<void>;
}

export function useListActions(def: ResourceDef, onChanged?: () => void): ListActions {
  const access = useAccess();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['resource', def.name] });
    onChanged?.();
  }, [def.name, queryClient, onChanged]);
  const deps = useMemo(() => ({ reload }), [reload]);

  return {
    can: (action) => access.hasButton(buttonCode(def, action)),
    reload,
    transition: (t, rows) => transitionFlow(t, rows, (ids, reason) => runTransitionCall(t, ids, reason), deps),
    remove: (rows) => deleteFlow(rows, (ids) => deleteRows(def, ids), deps),
    move: async (row, direction) => {
      try {
        const response = await moveRow(def, row.id, direction);
        // Out of range (已经是第一条…) was toasted by the http client.
        if (response.status) {
          toastSuccess(response.message || '移动成功');
          reload();
        }
      } catch {
        // toasted
      }
    },
    exporting,
    exportList: async (body) => {
      setExporting(true);
      try {
        await exportRows(def, body);
      } catch {
        // toasted
      } finally {
        setExporting(false);
      }
    },
  };
}
