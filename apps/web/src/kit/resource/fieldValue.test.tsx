import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { disableField, RELEASE_OPTIONS } from '@coach/domain/resources/common.ts';
import type { FieldDef } from '@coach/domain/resources/types.ts';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { FieldValue } from './FieldValue';

// Issue 15: tags got their colour by matching the label text, so a state missing from that
// table showed as plain text and the same word could mean two colours. Colours now come from
// the tones the field's options declare.
const tagOf = (field: FieldDef, value: unknown) => {
  const { container, unmount } = render(<FieldValue field={field} value={value} />);
  const tag = container.querySelector('.ant-tag');
  const result = { text: container.textContent, className: tag?.className ?? null };
  unmount();
  return result;
};

describe('state tags', () => {
  it('colour each state as its option declares', () => {
    expect(tagOf(disableField, 0).className).toMatch(/ant-tag-success/);
    expect(tagOf(disableField, 1).className).toMatch(/ant-tag-default/);
    const status: FieldDef = { key: 'status', label: '状态', kind: 'enum', options: RELEASE_OPTIONS, readOnly: true };
    expect(tagOf(status, 2)).toMatchObject({ text: '已撤回', className: expect.stringMatching(/ant-tag-warning/) });
  });

  it('leave options without tones as plain text', () => {
    const kind: FieldDef = {
      key: 'memberType',
      label: '成员类型',
      kind: 'enum',
      options: [{ value: 1, label: '渠道员工' }],
    };
    expect(tagOf(kind, 1)).toEqual({ text: '渠道员工', className: null });
  });
});

describe('durations (issue 38.9)', () => {
  it("show one sitting as the spec's 天/小时/分钟/秒, from the field's unit", () => {
    const minutes = resourcesByName.studyRecord.fields.find((f) => f.key === 'minutes')!;
    const seconds = resourcesByName.coachVideo.fields.find((f) => f.key === 'duration')!;
    expect(render(<FieldValue field={minutes} value={65} />).container.textContent).toBe('1小时5分钟0秒');
    expect(render(<FieldValue field={seconds} value={3725} />).container.textContent).toBe('1小时2分钟5秒');
    expect(render(<FieldValue field={seconds} value={90061} />).container.textContent).toBe('1天1小时1分钟1秒');
    expect(render(<FieldValue field={minutes} value={null} />).container.textContent).toBe('-');
  });
});
