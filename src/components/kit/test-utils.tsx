// Renders a component the way the app does: inside the Lingui and Emotion providers.
import { ThemeProvider } from '@emotion/react';
import { type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult, screen } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { type CurrentRoute, RouteContext } from '../route-context.ts';
import { theme } from '../../app/theme.ts';
import type { Locale } from '../../../tenants/schema.ts';

async function catalog(locale: Locale): Promise<Messages> {
  // English is the source locale: the macros keep the English text, so no catalog is needed.
  if (locale === 'en-US') return {};
  try {
    return ((await import(`../../../locales/${locale}/messages.ts`)) as { messages: Messages }).messages;
  } catch (error) {
    throw new Error(`No compiled catalog for ${locale}; run npm run i18n:compile first.`, { cause: error });
  }
}

export async function renderWithProviders(
  ui: ReactElement,
  { locale = 'en-US', user }: { locale?: Locale; user?: UserEventOptions } = {},
): Promise<RenderResult & { user: ReturnType<typeof userEvent.setup> }> {
  const i18n = setupI18n({ locale, messages: { [locale]: await catalog(locale) } });
  const result = render(ui, {
    wrapper: ({ children }) => (
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </I18nProvider>
    ),
  });
  return { ...result, user: userEvent.setup(user) };
}

/** A page rendered as the route frame renders it: inside its route, with the values of its path's parameters. */
export function AtRoute({ path, params, children }: { path: string; params: CurrentRoute['params']; children: ReactNode }) {
  return (
    <RouteContext.Provider value={{ title: { id: path }, pageId: path, path, ancestors: [], params }}>{children}</RouteContext.Provider>
  );
}

type User = ReturnType<typeof userEvent.setup>;

/** The kit's select (SelectField) named `name`: a button with role combobox. */
export const selectNamed = (name: string | RegExp) => screen.getByRole('combobox', { name });

/** What a select shows as chosen (its option's visible name). */
export const choiceOf = (name: string | RegExp) => selectNamed(name).textContent;

/** Picks an option of a select as a person does: opens it and clicks the option by its visible name. */
export async function chooseOption(user: User, select: HTMLElement | string | RegExp, option: string | RegExp) {
  await user.click(typeof select === 'string' || select instanceof RegExp ? selectNamed(select) : select);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The visible names of a select's options: opens it, reads them, closes it with Escape. */
export async function optionsOf(user: User, name: string | RegExp): Promise<string[]> {
  await user.click(selectNamed(name));
  const names = (await screen.findAllByRole('option')).map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}
