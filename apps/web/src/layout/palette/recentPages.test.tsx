import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { recentPages, recordRecentPage, useRecentPages } from './recentPages';

describe('recent pages', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, once each, per user', () => {
    recordRecentPage('u1', '/a');
    recordRecentPage('u1', '/b');
    recordRecentPage('u1', '/a');
    recordRecentPage('u2', '/c');
    expect(recentPages('u1')).toEqual(['/a', '/b']);
    expect(recentPages('u2')).toEqual(['/c']);
    expect(recentPages(undefined)).toEqual([]);
  });

  it('updates an open palette when a page is recorded after it opened', () => {
    // A navigation renders its route once the page's code has loaded: the palette may be open by then.
    recordRecentPage('u1', '/home');
    const { result } = renderHook(() => useRecentPages('u1'));
    expect(result.current).toEqual(['/home']);
    act(() => recordRecentPage('u1', '/timing/searchStudent'));
    expect(result.current).toEqual(['/timing/searchStudent', '/home']);
  });

  it('has none when the stored list is unreadable', () => {
    localStorage.setItem('coach:recentPages:u1', '{not json');
    expect(recentPages('u1')).toEqual([]);
  });
});
