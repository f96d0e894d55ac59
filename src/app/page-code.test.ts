// Routes that show the same page share its component, so moving between them keeps the page's
// state: the content editor saves a new item at /content/new, moves to /content/:id and still
// says "Draft saved as version 1." (a new component there dropped the notice: the e2e
// knowledge-base journey failed 3 runs in 4).
import { expect, test } from 'vitest';
import { pageCode } from './page-code.ts';
import { routes } from './routes.ts';

test('the new-item and saved-item editor routes render one component', () => {
  const route = (path: string) => routes.find((r) => r.path === path)!;
  expect(pageCode(route('/content/new')).component()).toBe(pageCode(route('/content/:id')).component());
  expect(pageCode(route('/content')).component()).not.toBe(pageCode(route('/content/:id')).component());
});
