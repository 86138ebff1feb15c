import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { listRows, resultOf, type Row } from './api';

/** Record ids are the database's bigint ids; anything else in the address names no record. */
const RECORD_ID = /^\d{1,19}$/;

export interface ShownRecord {
  /** The record to show: the one the address names, else the newest of the list. */
  id: string | undefined;
  /** The newest row itself when no record was named (its name for a title, say). */
  newest: Row | undefined;
  /** Whether the address named the record. */
  named: boolean;
  /** Showing the newest record in place of a named one: say so with `NewestNotice`. */
  fallback: boolean;
  /** Still looking for the newest record. */
  loading: boolean;
}

/**
 * The record a page about one record shows. Opened from its list, the address names it
 * (`?id=`, `/:id`); opened from a bookmark, the route table or with a placeholder (`/:id`),
 * the newest record of the list instead of an empty page, and the page says so.
 */
export function useShownRecord(def: ResourceDef, asked: string | null | undefined): ShownRecord {
  const named = asked && RECORD_ID.test(asked) ? asked : undefined;
  const newest = useQuery({
    queryKey: ['resource', def.name, 'list', 'newest'],
    queryFn: async () => resultOf(await listRows(def, { pageNum: 1, pageSize: 1 })),
    enabled: !named && !!def.api.list,
  });
  const row = named ? undefined : newest.data?.list[0];
  return { id: named ?? row?.id, newest: row, named: !!named, fallback: !!row, loading: !named && newest.isLoading };
}

export function NewestNotice() {
  return (
    <Alert
      type="info"
      showIcon
      title="未指定数据，显示最新的一条；查看其他数据请从列表进入"
      style={{ marginBottom: 16 }}
    />
  );
}
