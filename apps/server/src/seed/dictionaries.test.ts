import { describe, expect, it } from 'vitest';
import { RESOURCES, SETTINGS, type FieldDef } from '@coach/domain';
import { DICTIONARIES } from './dictionaries';

const fields: { at: string; field: FieldDef }[] = [
  ...RESOURCES.flatMap((d) => d.fields.map((field) => ({ at: `${d.name}.${field.key}`, field }))),
  ...SETTINGS.flatMap((s) => s.fields.map((field) => ({ at: `${s.key}.${field.key}`, field }))),
];

// Issue 50.7: 字典管理 served 18 dictionaries and 6 drove any label; a renamed entry of the rest
// changed nothing anywhere. Every dictionary is now a field's, and the two agree on meaning.
describe('the dictionaries 字典管理 serves (findDictMesToCache)', () => {
  it('each gives the labels of at least one field (pages and exports: withDictLabels)', () => {
    const named = new Set(fields.map(({ field }) => field.dict).filter(Boolean));
    expect(Object.keys(DICTIONARIES).filter((type) => !named.has(type))).toEqual([]);
    expect(Object.keys(DICTIONARIES)).toHaveLength(18);
  });

  it('speak of the codes their fields hold: a shared code carries the same label on both sides', () => {
    for (const { at, field } of fields.filter((f) => f.field.dict)) {
      const entries = DICTIONARIES[field.dict!];
      expect(entries, `${at}: dictionary ${field.dict}`).toBeDefined();
      const byValue = new Map(entries);
      const shared = (field.options ?? []).filter((o) => byValue.has(String(o.value)));
      expect(shared.length, `${at} shares no code with ${field.dict}`).toBeGreaterThan(0);
      for (const option of shared)
        expect(byValue.get(String(option.value)), `${at}=${option.value}`).toBe(option.label);
    }
  });
});
