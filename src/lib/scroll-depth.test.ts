// Spec §7 'scroll': each page visit counts its own reading, whatever the one before it read.
import { fireEvent } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { watchScrollDepth } from './scroll-depth.ts';

afterEach(() => {
  window.dataLayer = [];
});

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
};
const scrolls = () =>
  (window.dataLayer as Array<Record<string, unknown>>)
    .filter((entry) => entry.event === 'scroll')
    .map((entry) => `${String(entry.pageId)} ${String(entry.depth)}`);

test('a new visit starts afresh: its marks are sent again, for its own page, from where the window is', () => {
  window.dataLayer = [];
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
  scrollTo(0);
  watchScrollDepth('support');
  scrollTo(1100); // 55 %
  expect(scrolls()).toEqual(['support 25', 'support 50']);

  // The next page opens at the top (the route frame scrolls there, which is no reading).
  scrollTo(0);
  watchScrollDepth('knowledge base');
  scrollTo(600); // 30 %
  expect(scrolls()).toEqual(['support 25', 'support 50', 'knowledge base 25']);
});
