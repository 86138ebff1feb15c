import { resourcesByName } from '@coach/domain/resources/index.ts';
import { loadDict } from '@coach/web/platform/dict.ts';
import { ResourceList } from '@coach/web/kit/resource/index.ts';

/**
 * 字典管理: the tenant's own dictionary entries, which replace the shared ones of their
 * type. Any change refreshes the cached dictionaries so labels elsewhere change at once.
 */
const refreshDict = () => void loadDict();

export default function DictionaryPage() {
  return <ResourceList def={resourcesByName.dictionary} onChanged={refreshDict} />;
}
