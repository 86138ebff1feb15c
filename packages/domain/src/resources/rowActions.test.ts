import { describe, expect, it } from 'vitest';
import { RESOURCES, resourcesByName } from './index';
import { actionApplies } from './types';
import { LEAD_STAGE } from './analytics/options';

describe('row buttons that open another resource\'s form', () => {
  const formActions = RESOURCES.flatMap((def) => (def.actions ?? []).filter((a) => a.form).map((action) => ({ def, action })));

  it('name a resource that can be created, and fill fields it has from fields of the row', () => {
    expect(formActions.length).toBeGreaterThan(0);
    for (const { def, action } of formActions) {
      const target = resourcesByName[action.form!.resource];
      expect(target, `${def.name}:${action.name}`).toBeDefined();
      expect(target.api.create ?? target.api.save, `${target.name} is created`).toBeDefined();
      for (const [key, from] of Object.entries(action.form!.fill)) {
        expect(target.fields.some((f) => f.key === key), `${target.name} has ${key}`).toBe(true);
        expect(from === 'id' || def.fields.some((f) => f.key === from), `${def.name} has ${from}`).toBe(true);
      }
    }
  });

  it('are offered only on rows whose state allows them (an enrolled lead has neither 添加跟进 nor 转化报名)', () => {
    const [track] = formActions.filter(({ action }) => action.name === 'saveTrack').map(({ action }) => action);
    expect(actionApplies(track, { stage: LEAD_STAGE.following })).toBe(true);
    expect(actionApplies(track, { stage: LEAD_STAGE.enrolled })).toBe(false);
    expect(actionApplies({}, { stage: LEAD_STAGE.enrolled })).toBe(true);
  });
});
