import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { CLASS_PICKER } from '@coach/areas/marketing/domain/index.ts';
import { clearSession } from '../../../platform/session';
import { fakeServer, renderPage, signIn } from '../../../test/appHarness';
import { FieldInput } from '../FieldInput';

vi.setConfig({ testTimeout: 30_000 });

const list = '/bbxc/operate/inner/zsclass/list';
const classes = [
  { id: '11', className: 'C1 周末班' },
  { id: '12', className: 'C2 快速班' },
];
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  signIn();
  server = fakeServer({
    [list]: (body: { className?: string }) => ({
      result: {
        list: classes.filter((c) => !body.className || c.className.includes(body.className)),
        total: 2,
        pageNum: 1,
        pageSize: 20,
      },
    }),
  });
});
afterEach(() => act(() => clearSession()));

const field = { key: 'classId', label: '秒杀班型', kind: 'text' as const, picker: CLASS_PICKER };

const idsField = {
  key: 'classIds',
  label: '指定班型',
  kind: 'ids' as const,
  picker: { ...CLASS_PICKER, labelField: 'classNames' },
};

function Harness({ initial, many }: { initial?: Record<string, unknown>; many?: boolean }) {
  const [form] = Form.useForm();
  const shown = many ? idsField : field;
  return (
    <Form form={form} initialValues={initial}>
      <Form.Item name={shown.key} label={shown.label}>
        <FieldInput field={shown} />
      </Form.Item>
    </Form>
  );
}

describe('PickerSelect (field.picker)', () => {
  it('searches the other resource by its label, 20 rows at a time', async () => {
    renderPage(<Harness />, '/marketings/activities/secsKillModify');
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    await waitFor(() => expect(screen.getByText('C1 周末班')).toBeTruthy());
    fireEvent.change(input, { target: { value: '快速' } });
    await waitFor(() =>
      expect(server.callsTo(list).some((c) => (c.body as { className?: string }).className === '快速')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('C1 周末班')).toBeNull());
    expect(server.callsTo(list).at(-1)!.body).toMatchObject({ pageNum: 1, pageSize: 20, className: '快速' });
  });

  it('shows the label the record already carries for a value not in the answers', async () => {
    renderPage(
      <Harness initial={{ classId: '99', className: '已下架的班型' }} />,
      '/marketings/activities/secsKillModify',
    );
    expect(await screen.findByText('已下架的班型')).toBeTruthy();
  });

  it('chooses several rows for an ids field, naming the ones the record carries in order', async () => {
    renderPage(
      <Harness many initial={{ classIds: ['11', '98'], classNames: ['C1 周末班', '已删除的班型'] }} />,
      '/marketings/activities/couponModify',
    );
    expect(await shows('已删除的班型')).toBe(true);
    expect(await shows('C1 周末班')).toBe(true);
    expect(document.querySelectorAll('.ant-select-selection-item').length).toBe(2);
  });

  it('says so in place when the lookup is refused, instead of an empty list', async () => {
    server = fakeServer({ [list]: { status: false, message: '权限不足无法访问' } });
    renderPage(<Harness />, '/marketings/activities/secsKillModify');
    expect(await screen.findByText('无法加载可选项：权限不足无法访问')).toBeTruthy();
    expect(document.querySelector('.ant-select-status-warning')).not.toBeNull();
    // Quietly: the select says it, no toast per select.
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });
});

async function shows(text: string) {
  return !!(await screen.findByText(text));
}
