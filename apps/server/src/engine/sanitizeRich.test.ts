import { describe, expect, it } from 'vitest';
import { sanitizeRich } from './sanitizeRich';
import { checkField } from './inputSchema';

describe('rich text sanitising', () => {
  it('keeps formatting, images and links', () => {
    const html =
      '<p style="text-align:center"><b>报名</b>享优惠 <img src="https://cdn.example.com/a.png" width="300"> <a href="https://x.cn">详情</a></p>';
    expect(sanitizeRich(html)).toBe(
      '<p style="text-align:center"><b>报名</b>享优惠 <img src="https://cdn.example.com/a.png" width="300" /> <a href="https://x.cn" rel="noopener noreferrer">详情</a></p>',
    );
  });

  it('drops scripts, handlers and javascript: urls', () => {
    const html =
      '<p onclick="steal()">hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>';
    const clean = sanitizeRich(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('hi');
  });

  it('is applied to every rich field before the length rule', () => {
    const field = { key: 'content', label: '内容', kind: 'rich' as const, maxLength: 65535 };
    expect(checkField(field, '<p>ok</p><script>x</script>')).toEqual({ value: '<p>ok</p>' });
  });
});
