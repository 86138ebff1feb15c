import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { clearSession } from '../../platform/session';
import { ADMIN, renderPage, signIn } from '../../test/appHarness';
import { FieldCell } from './RecordLink';

// Issue 50.2: a value naming a student (or an order) is the link to its detail, in every list,
// detail and detail table, by one kind of cell; a person who may not open that page reads text.
const studentName = resourcesByName.generalOrder.fields.find((f) => f.key === 'studentName')!;
const row = { id: '5', studentName: '胡梓萱', studentId: '77' };

afterEach(() => act(() => clearSession()));

/** Staff holding these pages only (no administrator's role). */
const staff = (permissions: string[]) => ({
  ...ADMIN,
  isAdmin: false,
  permissions,
  user: { ...ADMIN.user, roles: [] },
});

describe('RecordLink', () => {
  it("opens 学员详情 of the row's student, in the console", async () => {
    signIn();
    const router = renderPage(
      <FieldCell field={studentName} value={row.studentName} row={row} />,
      '/orders/orderMgList',
    );
    const link = await screen.findByRole('link', { name: '胡梓萱' });
    expect(link.getAttribute('href')).toBe('/timing/searchStudentDetail?id=77');
    fireEvent.click(link);
    expect(router.state.location.pathname + router.state.location.search).toBe('/timing/searchStudentDetail?id=77');
  });

  it('is plain text without the page (学员查询 not granted) or without the id', async () => {
    signIn(staff(['/orders/orderMgList']));
    renderPage(<FieldCell field={studentName} value={row.studentName} row={row} />, '/orders/orderMgList');
    await screen.findByText('胡梓萱');
    expect(screen.queryByRole('link')).toBeNull();
    act(() => clearSession());
    signIn(staff(['/orders/orderMgList', '/timing/searchStudent']));
    renderPage(
      <FieldCell field={studentName} value="无编号" row={{ id: '6', studentId: null }} />,
      '/orders/orderMgList',
    );
    await screen.findByText('无编号');
    // The first cell, still shown, becomes a link once 学员查询 is held; the row without an id stays text.
    expect(screen.queryAllByRole('link').map((l) => l.textContent)).toEqual(['胡梓萱']);
  });
});
