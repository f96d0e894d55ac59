// What a global user management view asks for (issue 16 §1); the view's place in the address is
// useListState's (src/lib/useListState.test.tsx) and the page's (GlobalUsersPage.test.tsx).
import { describe, expect, test } from 'vitest';
import { clearedFor, type Filters, isFiltered, requestBody, tabFilters } from './view.ts';

const none: Filters = { companyTypes: [], companyStatuses: [], roles: [], products: [], attributes: [], sbu: [] };

describe('a global user management view', () => {
  test('a tab reads only the filters it offers; choosing it clears the others', () => {
    const values = { ...none, companyTypes: ['SUPPLIER'], sbu: ['Grocery'], products: ['REPORT_BUILDER'] };
    expect(tabFilters('MERCHANT', values)).toEqual({ ...none, sbu: ['Grocery'], products: ['REPORT_BUILDER'] });
    expect(tabFilters('EXTERNAL', values)).toEqual({ ...none, companyTypes: ['SUPPLIER'], products: ['REPORT_BUILDER'] });
    expect(clearedFor('ASSET_PROTECTION')).toEqual({ companyTypes: [], companyStatuses: [], roles: [], sbu: [] });
  });

  test('a search counts as a filter from 3 characters, and only then is sent', () => {
    expect(isFiltered('ab', none)).toBe(false);
    expect(isFiltered('abc', none)).toBe(true);
    expect(isFiltered('', { ...none, roles: ['Admin'] })).toBe(true);
    expect(requestBody('ab', { ...none, roles: ['Admin'] })).toEqual({ filters: { roles: ['Admin'] } });
    expect(requestBody(' blue ridge ', { ...none, companyTypes: ['SUPPLIER'] })).toEqual({
      search: 'blue ridge',
      filters: { companyTypes: ['SUPPLIER'] },
    });
  });
});
