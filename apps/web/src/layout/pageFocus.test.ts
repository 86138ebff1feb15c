import { describe, expect, it } from 'vitest';
import { documentTitleOf } from './pageFocus';

describe('the document title', () => {
  it('names the page first, then the product; a path without a page names the product only', () => {
    expect(documentTitleOf('/timing/searchStudent')).toBe('学员查询 - 驾培运营管理后台');
    expect(documentTitleOf('/systems/loginLog')).toBe('登录日志 - 驾培运营管理后台');
    expect(documentTitleOf('/homes/home/index')).toBe('首页 - 驾培运营管理后台');
    expect(documentTitleOf('/no/such/page')).toBe('驾培运营管理后台');
  });
});
