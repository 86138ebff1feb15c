import { RESOURCES, transitionBody, type TransitionDef } from '@coach/domain';
import { describe, expect, test as it } from './fixtures';

/** Every declared state change, with the resource it belongs to. */
const transitions = RESOURCES.flatMap((def) => (def.transitions ?? []).map((t) => ({ def: def.name, t })));
/** Paths that carry two or more changes (上架/下架 on one call): the target tells them apart. */
const sharedPaths = new Set(transitions.map(({ t }) => t.path).filter((path, i, all) => all.indexOf(path) !== i));

describe('state-change calls sent with the body their declaration derives', () => {
  it('covers the pages whose buttons once sent no target state', () => {
    expect(transitions.length).toBeGreaterThan(20);
    expect(sharedPaths.size).toBeGreaterThanOrEqual(5);
  });

  it('is understood by the server for every transition (an unknown row is refused for its state, not for the body)', async ({
    admin,
  }) => {
    const misunderstood: string[] = [];
    for (const { def, t: transition } of transitions) {
      const res = await admin.post(transition.path, transitionBody(transition, ['987654321']));
      expect(res.http, `${def} ${transition.name}`).toBeLessThan(500);
      expect(res.body.status, `${def} ${transition.name}`).toBe(false);
      if (res.body.message === '请选择要变更的状态') misunderstood.push(`${def}.${transition.name}`);
    }
    expect(misunderstood).toEqual([]);
  });

  it('still refuses a shared path without the target state (what the broken buttons sent)', async ({ admin }) => {
    for (const path of sharedPaths) {
      const res = await admin.post(path, { ids: ['987654321'] });
      expect(res.body.message, path).toBe('请选择要变更的状态');
    }
  });

  it('derives {ids, <state field>: target}', () => {
    const publish: Pick<TransitionDef, 'field' | 'to'> = { field: 'status', to: 1 };
    expect(transitionBody(publish, ['1', '2'])).toEqual({ ids: ['1', '2'], status: 1 });
  });
});
