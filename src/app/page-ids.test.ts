// Every analytics page id the portal sends (spec §2) is one the server counts and names in the
// usage report (tenants/analytics.ts, issue 16 §3): the route table's, and the app tiles' learn-more
// dialogs'. A page id the server does not know would be dropped from every batch.
import { expect, test } from 'vitest';
import { isKnownPageId, PAGE_ID_MAX_LENGTH } from '../../tenants/analytics.ts';
import { PRODUCT_TEXT } from '../lib/product-catalogue.ts';
import { NOT_FOUND, routes } from './routes.ts';

/** Every route as someone may see it: basic accounts' variants too (the Basic Landing's 'basic marketing'). */
const shown = [...routes, NOT_FOUND].flatMap((r) => (r.forBasic ? [r, r.forBasic] : [r]));

test('each route’s page id is known to the usage report', () => {
  const unknown = shown.filter((r) => !isKnownPageId(r.pageId)).map((r) => `${r.path}: ${r.pageId}`);
  expect(unknown).toEqual([]);
});

test('each learn-more dialog’s page id is known to the usage report', () => {
  const ids = Object.values(PRODUCT_TEXT).flatMap((text) => (text.learnMore ? [text.learnMore.pageId] : []));
  expect(ids).toHaveLength(4);
  expect(ids.filter((id) => !isKnownPageId(id))).toEqual([]);
});

test('page ids fit the batch rules (length, characters)', () => {
  for (const { pageId } of shown) {
    expect(pageId.length, pageId).toBeLessThanOrEqual(PAGE_ID_MAX_LENGTH);
    expect(pageId, pageId).toMatch(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/);
  }
});
