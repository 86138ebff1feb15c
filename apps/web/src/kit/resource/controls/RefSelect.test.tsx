import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { STORE_SELECTOR } from '@coach/domain/resources/school/options.ts';
import { clearSession } from '../../../platform/session';
import { fakeServer, renderPage, signIn } from '../../../test/appHarness';
import { RefSelect } from './RefSelect';

vi.setConfig({ testTimeout: 30_000 });

const lookup = STORE_SELECTOR.replace(/^\/api/, '');
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  signIn();
  // As the server answers: the open stores, and with `withClosed` the closed ones after them.
  server = fakeServer({
    [lookup]: (body: { withClosed?: boolean }) => ({
      result: [
        { id: '4', name: '安达驾校江宁门店' },
        ...(body.withClosed ? [{ id: '5', name: '安达驾校浦口门店', closedAs: '停业' }] : []),
      ],
    }),
  });
});
afterEach(() => act(() => clearSession()));

const field = { key: 'storeId', label: '门店', kind: 'text' as const, selector: STORE_SELECTOR };

function Harness({ withClosed }: { withClosed?: boolean }) {
  const [form] = Form.useForm();
  return (
    <Form form={form}>
      <Form.Item name="storeId" label="门店">
        <RefSelect field={field} withClosed={withClosed} />
      </Form.Item>
    </Form>
  );
}

describe('RefSelect (field.selector)', () => {
  it("a list's filter offers closed stores too, after the open ones, named so", async () => {
    renderPage(<Harness withClosed />, '/timing/studentTimingOpen/motor/stuTimingFilings');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await waitFor(() => expect(screen.getByText('安达驾校浦口门店（停业）')).toBeTruthy());
    expect(screen.getByText('安达驾校江宁门店')).toBeTruthy();
    expect(server.callsTo(lookup).at(-1)?.body).toEqual({ withClosed: true });
  });

  it('a form asks for the open stores only', async () => {
    renderPage(<Harness />, '/timing/studentTimingOpen/motor/stuTimingFilingsModify');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await waitFor(() => expect(screen.getByText('安达驾校江宁门店')).toBeTruthy());
    expect(screen.queryByText(/停业/)).toBeNull();
    expect(server.callsTo(lookup).at(-1)?.body).toEqual({});
  });
});
