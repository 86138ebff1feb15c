import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import RichEditor from './RichEditor';

vi.setConfig({ testTimeout: 30_000 });

function Harness({
  initial,
  onChange,
  maxLength,
}: {
  initial: string;
  onChange: (html: string) => void;
  maxLength?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <RichEditor
        value={value}
        maxLength={maxLength}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    </QueryClientProvider>
  );
}

const content = () => document.querySelector('.coach-rich-content') as HTMLElement;

describe('RichEditor', () => {
  it('shows the stored HTML and counts its characters against the limit', async () => {
    render(<Harness initial="<p>科目二<strong>倒车入库</strong></p>" onChange={() => {}} />);
    await waitFor(() => expect(content().innerHTML).toContain('<strong>倒车入库</strong>'));
    const length = '<p>科目二<strong>倒车入库</strong></p>'.length;
    expect(screen.getByText(`已输入${length} / 65535`)).toBeTruthy();
  });

  it('makes the selection bold from the toolbar and hands the HTML to the form', async () => {
    const changes: string[] = [];
    render(<Harness initial="<p>报名须知</p>" onChange={(html) => changes.push(html)} />);
    await waitFor(() => expect(content().textContent).toBe('报名须知'));
    // Select everything, then 加粗.
    const editor = (content() as HTMLElement & { editor?: { commands: { selectAll(): void } } }).editor;
    act(() => editor!.commands.selectAll());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '加粗' })));
    await waitFor(() => expect(changes.at(-1)).toBe('<p><strong>报名须知</strong></p>'));
    expect(screen.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('warns in red when the HTML is longer than the limit', async () => {
    render(<Harness initial="<p>一二三四五六七八九十</p>" onChange={() => {}} maxLength={10} />);
    expect(await screen.findByText(/内容超出\d+个字符，已输入\d+ \/ 10/)).toBeTruthy();
  });

  it('empties to an empty string, not an empty paragraph', async () => {
    const changes: string[] = [];
    render(<Harness initial="<p>删掉我</p>" onChange={(html) => changes.push(html)} />);
    await waitFor(() => expect(content().textContent).toBe('删掉我'));
    const editor = (content() as HTMLElement & { editor?: { commands: { clearContent(emit: boolean): void } } }).editor;
    act(() => editor!.commands.clearContent(true));
    await waitFor(() => expect(changes.at(-1)).toBe(''));
  });

  it('keeps a value that arrives as the editor turns editable (a settings form done loading)', async () => {
    const changes: string[] = [];
    let arrive: () => void = () => {};
    function Loading() {
      const [state, setState] = useState<{ value?: string; disabled: boolean }>({ disabled: true });
      arrive = () => setState({ value: '<p>可匿名评价</p>', disabled: false });
      return (
        <QueryClientProvider client={new QueryClient()}>
          <RichEditor
            value={state.value}
            disabled={state.disabled}
            onChange={(html) => {
              changes.push(html);
              setState((s) => ({ ...s, value: html }));
            }}
          />
        </QueryClientProvider>
      );
    }
    render(<Loading />);
    await act(async () => arrive());
    await waitFor(() => expect(content().textContent).toBe('可匿名评价'));
    expect(content().getAttribute('contenteditable')).toBe('true');
    expect(changes).toEqual([]);
  });
});
