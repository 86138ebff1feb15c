import type { FieldDef, Option } from '@coach/domain/resources/types.ts';
import { withDictLabels } from '@coach/domain/resources/dictLabels.ts';
import { useDict } from '../../platform/dict';

/** The field's options with the dictionary's labels (re-rendered when the dictionaries reload). */
export function useFieldOptions(field: FieldDef): Option[] | undefined {
  const items = useDict(field.dict ?? '');
  return withDictLabels(field.options, field.dict ? items : []);
}
