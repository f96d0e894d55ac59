import { expect, test } from 'vitest';
import { rovingIndex } from './roving.ts';

test('the arrow keys of the axis move and wrap around; Home and End go to the ends; other keys do not move', () => {
  expect(rovingIndex('ArrowRight', 0, 3, 'horizontal')).toBe(1);
  expect(rovingIndex('ArrowRight', 2, 3, 'horizontal')).toBe(0);
  expect(rovingIndex('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
  expect(rovingIndex('ArrowDown', 1, 3, 'vertical')).toBe(2);
  expect(rovingIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
  expect(rovingIndex('Home', 2, 3, 'vertical')).toBe(0);
  expect(rovingIndex('End', 0, 3, 'horizontal')).toBe(2);
  expect(rovingIndex('ArrowDown', 0, 3, 'horizontal')).toBeUndefined();
  expect(rovingIndex('Enter', 0, 3, 'vertical')).toBeUndefined();
});
