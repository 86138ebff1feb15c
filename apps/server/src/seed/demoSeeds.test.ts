import { describe, expect, it } from 'vitest';
import { defineArea } from '@coach/domain/areas/defineArea.ts';
import { defineServerArea, type AreaSeed } from '../engine';
import { demoSeeds } from './demo';

const run = async () => undefined;
const areaWith = (name: string, seeds: AreaSeed[]) =>
  defineServerArea({ area: defineArea({ name, title: name, resources: [] }), seeds });

describe('demoSeeds: the areas’ steps among the demo’s', () => {
  // The school step is an area's too (areas/school), following the first step as the exam room follows it.
  const schools = areaWith('s', [{ name: 'school', after: 'marketing', run }]);
  const exams = areaWith('a', [{ name: 'examPlan', after: 'school', run }]);
  const money = areaWith('b', [{ name: 'examMoney', after: 'examPlan', run }]);
  const back = areaWith('c', [{ name: 'channelBack', after: 'examMoney', run }]);
  const first = areaWith('d', [{ name: 'marketing', first: true, run }]);
  const last = areaWith('e', [{ name: 'tail', run }]);
  const names = (areas: Parameters<typeof demoSeeds>[0]) => demoSeeds(areas).map(([name]) => name);

  it('places a step right after the one it follows, first steps first and the rest last', () => {
    const steps = names([exams, money, back, first, schools, last]);
    expect(steps.slice(0, 2)).toEqual(['marketing', 'school']);
    expect(steps.slice(2, 5)).toEqual(['examPlan', 'examMoney', 'channelBack']);
    expect(steps.at(-1)).toBe('tail');
  });

  it('gives the same order whichever area is listed first (a step may follow a later area’s step)', () => {
    expect(names([last, back, money, exams, schools, first])).toEqual(
      names([schools, exams, money, back, first, last]),
    );
  });

  it('refuses a step that follows none', () => {
    expect(() => names([areaWith('x', [{ name: 'lost', after: 'nowhere', run }])])).toThrow(
      'demo seed lost: no step nowhere to follow',
    );
  });
});
