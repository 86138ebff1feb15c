import { resourcesByName } from '@coach/domain/resources/index.ts';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { ResourceList } from '@coach/web/kit/resource/index.ts';
import { JsonDiff } from './JsonDiff';
import { ACTION_OPTIONS, RESOURCE_OPTIONS, fieldsOfLogged } from './operationLogLabels';

/**
 * 操作日志 (read-only): who did what to which records. The stored codes (resource, action)
 * read as names, with selects to filter by them; the detail compares before and after.
 */
const base = resourcesByName.operationLog;

/** The definition with option lists for its code fields (the server filters them by equality). */
const def: ResourceDef = {
  ...base,
  fields: base.fields.map((f) =>
    f.key === 'resource'
      ? { ...f, kind: 'enum', options: RESOURCE_OPTIONS }
      : f.key === 'action'
        ? { ...f, kind: 'enum', options: ACTION_OPTIONS }
        : f,
  ),
};

export default function OperationLogPage() {
  return (
    <ResourceList
      def={def}
      detailExtras={{
        width: 720,
        skip: ['before', 'after', 'userId'],
        render: (row) => <JsonDiff before={row.before} after={row.after} fields={fieldsOfLogged(row.resource)} />,
      }}
    />
  );
}
