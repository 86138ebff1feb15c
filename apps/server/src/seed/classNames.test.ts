import { describe, expect, it } from 'vitest';
import { categoryNamed, classTypeNamed, fitsName } from './classNames';

describe('what a class name names', () => {
  it('reads the licence codes schools write, alone or with the vehicle', () => {
    expect(categoryNamed('C1周末班')).toEqual({ code: 1, range: 'licence' });
    expect(categoryNamed('C2自动挡VIP班')?.code).toBe(1);
    expect(categoryNamed('客车A1增驾班')?.code).toBe(2);
    expect(categoryNamed('B1中型客车班')?.code).toBe(2);
    expect(categoryNamed('货车B2班')?.code).toBe(3);
    expect(categoryNamed('A2牵引车班')?.code).toBe(3);
    expect(categoryNamed('E证二轮摩托车班')?.code).toBe(8);
    expect(categoryNamed('D证班')?.code).toBe(8);
    expect(categoryNamed('轻型牵引挂车C6班')?.code).toBe(9);
  });

  it('reads the courses: 网约车 and 出租车 exactly, the other qualification and training names by range', () => {
    expect(categoryNamed('网约车从业资格班')).toEqual({ code: 24, range: 'qualification' });
    expect(categoryNamed('出租车继续教育班')).toEqual({ code: 45, range: 'continuing' });
    expect(categoryNamed('从业资格培训班')).toEqual({ range: 'qualification' });
    expect(categoryNamed('岗前培训班')).toEqual({ range: 'preJob' });
    expect(categoryNamed('安全培训班')).toEqual({ range: 'safety' });
  });

  it('names nothing in a plain name, and refuses names that disagree or no category trains', () => {
    expect(categoryNamed('周末精品班')).toBeUndefined();
    expect(() => categoryNamed('客车C1班')).toThrow('names categories');
    expect(() => categoryNamed('C5班')).toThrow('C5');
  });

  it('fits a category to a name: C1周末班 is 小车, never 摩托车', () => {
    expect(fitsName('C1周末班', 1)).toBe(true);
    expect(fitsName('C1周末班', 8)).toBe(false);
    expect(fitsName('从业资格培训班', 22)).toBe(true);
    expect(fitsName('从业资格培训班', 1)).toBe(false);
    expect(fitsName('普通班', 60)).toBe(true);
  });

  it('reads 班别 from the name', () => {
    expect(
      ['C1手动挡普通班', 'C2自动挡VIP班', 'C1周末班', 'C2自动挡夜间班', '摩托车速成班'].map(classTypeNamed),
    ).toEqual([1, 2, 3, 4, 5]);
  });
});
