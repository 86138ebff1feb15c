import { describe, expect, it } from 'vitest';
import { foldedCount, rowsOf } from './searchFold';

describe('folding a search form', () => {
  it('counts the rows items wrap into', () => {
    expect(rowsOf([300, 300, 300], 1000)).toBe(1);
    expect(rowsOf([300, 300, 300, 300], 1000)).toBe(2);
    expect(rowsOf([600, 600, 600], 1000)).toBe(3);
    // An item wider than the form still takes a row of its own.
    expect(rowsOf([1200, 100], 1000)).toBe(2);
  });

  it('does not fold a form of two rows or fewer', () => {
    expect(foldedCount([300, 300, 300], 250, 1200)).toBeUndefined();
    expect(foldedCount([300, 300, 300, 300, 300], 250, 1200)).toBeUndefined(); // 3 + 2 and buttons
  });

  it('folds a form over two rows to its first row beside the buttons', () => {
    // 10 filters of 300 in 1200: four rows; folded, three filters and the buttons.
    expect(foldedCount(Array(10).fill(300), 250, 1200)).toBe(3);
    // Narrower: one filter and the buttons.
    expect(foldedCount(Array(10).fill(300), 250, 700)).toBe(1);
    // Never none, even when the buttons alone fill the row.
    expect(foldedCount(Array(10).fill(300), 700, 700)).toBe(1);
  });

  it('does nothing while the form has no width (a hidden page)', () => {
    expect(foldedCount(Array(10).fill(300), 250, 0)).toBeUndefined();
  });
});
