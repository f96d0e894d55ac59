// The address of a global user management view (issue 16 §1: filter state in the URL).
import { describe, expect, test } from 'vitest';
import { isFiltered, readView, requestBody, writeView } from './view.ts';

const view = (query: string) => readView(new URLSearchParams(query));

describe('the view in the address', () => {
  test('a bare address is the external tab, unfiltered, page 1 of 25 by name', () => {
    const v = view('');
    expect(v).toMatchObject({ tab: 'EXTERNAL', search: '', page: 1, pageSize: 25, sortBy: 'name', desc: false });
    expect(isFiltered(v)).toBe(false);
    expect(writeView(v).toString()).toBe('');
  });

  test('what is set survives a round trip, and only that is written', () => {
    const query = 'tab=MERCHANT&q=olivia&sbu=Grocery%2CHome&attributes=BLOCKED&page=3&size=50&sort=sbu&order=desc';
    const v = view(query);
    expect(v).toMatchObject({ tab: 'MERCHANT', search: 'olivia', page: 3, pageSize: 50, sortBy: 'sbu', desc: true });
    expect(v.filters).toMatchObject({ sbu: ['Grocery', 'Home'], attributes: ['BLOCKED'], roles: [] });
    expect(readView(writeView(v))).toEqual(v);
  });

  test('a filter the tab does not offer, an unknown tab, page size or sort fall back instead of failing', () => {
    const v = view('tab=NOPE&sbu=Grocery&size=7&page=-2&sort=password');
    expect(v).toMatchObject({ tab: 'EXTERNAL', pageSize: 25, page: 1, sortBy: 'name' });
    expect(v.filters.sbu).toEqual([]);
    expect(view('tab=ASSET_PROTECTION&companyTypes=SUPPLIER').filters.companyTypes).toEqual([]);
  });

  test('a search counts as a filter from 3 characters, and only then is sent', () => {
    expect(isFiltered(view('q=ab'))).toBe(false);
    expect(isFiltered(view('q=abc'))).toBe(true);
    expect(isFiltered(view('roles=Admin'))).toBe(true);
    const short = view('q=ab&roles=Admin');
    expect(requestBody(short.search, short.filters)).toEqual({ filters: { roles: ['Admin'] } });
    const long = view('q=%20blue%20ridge%20&companyTypes=SUPPLIER');
    expect(requestBody(long.search, long.filters)).toEqual({ search: 'blue ridge', filters: { companyTypes: ['SUPPLIER'] } });
  });
});
