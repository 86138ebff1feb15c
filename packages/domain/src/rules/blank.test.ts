import { describe, expect, it } from 'vitest';
import { firstError, rules } from './index';
import { isBlankRich, isBlankText, richTextOf } from './blank';

describe('multi-line and rich text that says nothing (issue 50.7)', () => {
  it('a textarea of spaces, tabs, line breaks or full-width spaces is blank; any character is not', () => {
    for (const blank of ['', '   ', '\n\n', ' \t\r\n', '\u3000\u3000', '\u200b ', null, undefined])
      expect(isBlankText(blank), JSON.stringify(blank)).toBe(true);
    for (const text of ['a', '  答 ', '\n第一行\n']) expect(isBlankText(text), text).toBe(false);
  });

  it('a rich text of empty paragraphs, breaks and typed spaces is blank; text or a picture is not', () => {
    for (const blank of [
      '<p> </p>',
      '<p></p>',
      '<p><br></p>',
      '<p>&nbsp;&nbsp;</p><p>\u3000</p>',
      '<!-- x --><p> </p>',
    ])
      expect(isBlankRich(blank), blank).toBe(true);
    for (const content of ['<p>x</p>', '<p><img src="a.png" data-key="k"></p>', '<p><video src="v.mp4"></video></p>'])
      expect(isBlankRich(content), content).toBe(false);
    expect(richTextOf('<p>报名&nbsp;须知</p><p><strong>材料</strong></p>')).toBe('报名 须知材料');
  });

  it('required multi-line and rich rules answer the spec’s 该输入项为必填项! for them', () => {
    expect(firstError('   ', [rules.requiredText])).toBe('该输入项为必填项!');
    expect(firstError('', [rules.requiredText])).toBe('该输入项为必填项!');
    expect(firstError('解答', [rules.requiredText])).toBeUndefined();
    expect(firstError('<p> </p>', [rules.requiredRich])).toBe('该输入项为必填项!');
    expect(firstError('<p><img src="a.png"></p>', [rules.requiredRich])).toBeUndefined();
  });
});
