// The content editor's form (issue 15 §3; issue 28 §5): an error under a field goes as soon as the
// field is right, the others stay until theirs are; languages are offered by name, not by code.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import { choiceOf, chooseOption, optionsOf } from '../../components/kit/test-utils.tsx';
import { type SentRequest, stubFetch } from '../../lib/test-fetch.ts';
import ContentEditorPage from './ContentEditorPage.tsx';

const STRUCTURE = {
  locales: ['en-US', 'es-MX', 'fr-CA'],
  workspaces: [
    { key: 'supplier', title: 'Supplier knowledge base', categories: [{ key: 'getting-started', title: 'Getting started', parent: null }] },
  ],
  products: [],
  tags: [],
};

let sent: SentRequest[];
beforeEach(() => {
  sent = stubFetch(({ path }) => (path === '/core-app-api/content/structure' ? { status: 200, body: STRUCTURE } : undefined));
});
afterEach(() => vi.unstubAllGlobals());

async function openNew(locale: 'en-US' | 'es-MX' = 'en-US') {
  const view = await renderPage('/content/new?kind=ARTICLE', <ContentEditorPage />, { locale });
  // The structure (languages, workspaces, categories) has come.
  await screen.findByRole('option', { name: 'Getting started', hidden: true });
  return view;
}

/** The error shown under a field, through its aria-describedby; null when none. */
function errorOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error') && el.textContent);
  return error?.textContent ?? null;
}

describe('content editor', () => {
  test('a required field’s error clears as soon as it is filled; the others stay until theirs are', async () => {
    const { user } = await openNew();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const path = screen.getByRole('textbox', { name: /^Path/ });
    const title = screen.getByRole('textbox', { name: 'Title' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect([errorOf(path), errorOf(title), errorOf(category)]).toEqual([
      'This field is required.',
      'This field is required.',
      'This field is required.',
    ]);
    expect(sent.some((r) => r.path === '/core-app-api/content/items')).toBe(false);
    expect(screen.getByText('Check the fields marked below.')).toBeTruthy();

    await user.type(title, 'Exporting a report');
    expect(errorOf(title)).toBeNull();
    expect(title.getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(path)).toBe('This field is required.');

    // A path typed wrong says what is wrong; typed right, the error goes.
    await user.type(path, 'Bad Path');
    expect(errorOf(path)).toBe('Use lower-case letters, digits and single hyphens only.');
    await user.clear(path);
    await user.type(path, 'exporting-a-report');
    expect(errorOf(path)).toBeNull();

    await chooseOption(user, category, 'Getting started');
    expect(errorOf(category)).toBeNull();
    // Nothing left to check: the notice pointing at the fields goes too.
    expect(screen.queryByText('Check the fields marked below.')).toBeNull();
  });

  test('languages are offered by name in the page’s language, never as codes', async () => {
    const { user } = await openNew();
    expect(choiceOf('Language')).toBe('English (United States)');
    expect(await optionsOf(user, 'Language')).toEqual(['English (United States)', 'Spanish (Mexico)', 'French (Canada)']);
  });

  test('in Spanish, the languages are named in Spanish', async () => {
    const { user } = await openNew('es-MX');
    expect(await optionsOf(user, 'Idioma')).toContain('Francés (Canadá)');
  });
});
