import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter, useSearchParams } from 'react-router';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { evictCached } from './evict';
import { forgetOpenPages, openPages } from './openPages';

function Page({ name }: { name: string }) {
  const [text, setText] = useState('');
  const [params] = useSearchParams();
  return (
    <label>
      {name}
      <input aria-label={`input-${name}`} value={text} onChange={(e) => setText(e.target.value)} />
      <span data-testid={`query-${name}`}>{params.get('id') ?? ''}</span>
    </label>
  );
}

const PAGES = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
// Third-level menu pages (depth 4): switching tabs must keep them alive too.
const TABS = ['/timing/studentTimingOpen/motor/stuTimingOpen', '/timing/studentTimingOpen/motor/stuTimingFilings'];

function setup(initial = '/a') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <KeepAliveOutlet />,
        children: [
          ...PAGES.map((p) => ({ path: p, element: <Page name={p} /> })),
          ...TABS.map((p) => ({ path: p, element: <Page name={p.split('/').pop()!} /> })),
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  const go = (to: string, state?: unknown, replace = false) => act(() => router.navigate(to, { state, replace }));
  return { router, go };
}

/** Activity hides a page with `display: none` on its top DOM node. */
function hidden(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) {
    if ((node as HTMLElement).style?.display === 'none') return true;
  }
  return false;
}

const input = (name: string) => screen.getByLabelText(`input-${name}`, { selector: 'input' }) as HTMLInputElement;

describe('KeepAliveOutlet', () => {
  it('keeps what was typed on page A while visiting B', async () => {
    const { go } = setup();
    fireEvent.change(input('a'), { target: { value: '张三' } });
    await go('/b');
    expect(hidden(input('a'))).toBe(true);
    expect(hidden(input('b'))).toBe(false);
    await go('/a');
    expect(input('a').value).toBe('张三');
    expect(hidden(input('a'))).toBe(false);
  });

  it('drops the least recently used page when a seventh page is visited', async () => {
    const { go } = setup();
    fireEvent.change(input('a'), { target: { value: 'first' } });
    for (const p of PAGES.slice(1)) await go('/' + p);
    expect(screen.queryByLabelText('input-a')).toBeNull();
    expect(document.querySelectorAll('.keep-alive-page')).toHaveLength(6);
    await go('/a');
    expect(input('a').value).toBe('');
  });

  it('keeps six pages: the sixth visit still finds the first alive', async () => {
    const { go } = setup();
    fireEvent.change(input('a'), { target: { value: 'kept' } });
    for (const p of PAGES.slice(1, 6)) await go('/' + p);
    await go('/a');
    expect(input('a').value).toBe('kept');
  });

  it('noCache in the query or the state rebuilds the target page', async () => {
    const { go } = setup();
    fireEvent.change(input('a'), { target: { value: 'old' } });
    await go('/b');
    fireEvent.change(input('b'), { target: { value: 'old b' } });
    await go('/a?noCache=true');
    expect(input('a').value).toBe('');
    await go('/b', { noCache: true });
    expect(input('b').value).toBe('');
  });

  it('works for third-level menu pages switched through the tabs', async () => {
    const { go } = setup(TABS[0]);
    fireEvent.change(input('stuTimingOpen'), { target: { value: '学员甲' } });
    await go(TABS[1]);
    fireEvent.change(input('stuTimingFilings'), { target: { value: '备案乙' } });
    await go(TABS[0]);
    expect(input('stuTimingOpen').value).toBe('学员甲');
    await go(TABS[1]);
    expect(input('stuTimingFilings').value).toBe('备案乙');
  });

  // Issue 50.1: one kept page per path, as one tab per page.
  it('opened under another query, a page starts afresh in place of the one it was', async () => {
    const { go } = setup('/a?id=1');
    fireEvent.change(input('a'), { target: { value: 'one' } });
    await go('/b');
    await go('/a?id=2');
    expect(screen.getAllByLabelText('input-a', { selector: 'input' })).toHaveLength(1);
    expect(input('a').value).toBe('');
    expect(screen.getByTestId('query-a').textContent).toBe('2');
  });

  it('a page changing its own query in place (replace) stays the same page', async () => {
    const { go } = setup('/a?id=1');
    fireEvent.change(input('a'), { target: { value: 'this week' } });
    await go('/a?id=2', undefined, true);
    expect(input('a').value).toBe('this week');
    expect(screen.getByTestId('query-a').textContent).toBe('2');
  });

  it('evicting rebuilds the page on screen and forgets the matching hidden ones', async () => {
    const { go } = setup('/a');
    fireEvent.change(input('a'), { target: { value: 'kept a' } });
    await go('/b');
    fireEvent.change(input('b'), { target: { value: 'evicted b' } });
    await go('/c');
    await go('/b');
    act(() => evictCached((key) => key === '/b' || key === '/c'));
    expect(input('b').value).toBe('');
    expect(screen.queryByLabelText('input-c')).toBeNull();
    await go('/a');
    expect(input('a').value).toBe('kept a');
  });

  // Issue 50.1: a tab stays until the person closes it; the limit drops only kept state.
  it('tells the tabs every page shown, and keeps their tabs when their state is dropped', async () => {
    forgetOpenPages();
    const { go } = setup('/a');
    await go('/b?id=7');
    await go('/c');
    expect(openPages().map((p) => [p.key, p.url])).toEqual([
      ['/a', '/a'],
      ['/b', '/b?id=7'],
      ['/c', '/c'],
    ]);
    for (const p of PAGES.slice(3)) await go('/' + p);
    // The seventh page pushed out the oldest's kept state, not its tab.
    expect(openPages().map((p) => p.key)).toEqual(PAGES.map((p) => '/' + p));
    expect(screen.queryByLabelText('input-a')).toBeNull();
    // The same page under another query is the same tab, now pointing there.
    await go('/b?id=8');
    expect(openPages().find((p) => p.key === '/b')?.url).toBe('/b?id=8');
    expect(openPages()).toHaveLength(7);
  });

  it('a page writing its filter into the URL points its tab there', async () => {
    forgetOpenPages();
    const { go } = setup('/a');
    await go('/b');
    await go('/b?id=5');
    await go('/b?id=6', undefined, true);
    expect(openPages().map((p) => p.url)).toEqual(['/a', '/b?id=6']);
  });

  it('a tab whose page was pushed out opens it at its bare key, afresh', async () => {
    forgetOpenPages();
    const { go } = setup('/a?id=3');
    for (const p of PAGES.slice(1)) await go('/' + p);
    expect(openPages()[0]).toMatchObject({ key: '/a', url: '/a?id=3' }); // the id names the page
    await go('/a?id=3');
    expect(input('a').value).toBe('');
  });

  it('closes the page on screen when its tab closes, rather than rebuilding it', async () => {
    const { go } = setup('/a');
    await go('/b');
    fireEvent.change(input('b'), { target: { value: 'closing' } });
    await act(async () => {
      evictCached((key) => key === '/b', { closeShown: true });
      await go('/a');
    });
    expect(screen.queryByLabelText('input-b')).toBeNull();
    await go('/b');
    expect(input('b').value).toBe('');
  });
});
