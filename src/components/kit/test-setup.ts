// Setup of the 'components' Vitest project (scripts/vitest.config.ts): English with no catalog, so
// every message renders its source text, and a clean DOM after each test.
import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// jsdom has no CSS.escape; user-event needs it to move through radio groups with the arrow keys.
window.CSS ??= {} as typeof CSS;
window.CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);

// jsdom's <dialog> has no showModal (components/Dialog.tsx opens with it).
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

// jsdom lays nothing out, so every element would have no size: Ariakit (the kit's select, menu and
// popovers) takes an element without one as invisible and will not focus it. Visible here means
// not hidden by an ancestor (the attribute or display: none).
Element.prototype.checkVisibility ??= function (this: Element) {
  const hiding = (element: Element | null): boolean =>
    element !== null &&
    ((element as HTMLElement).hidden === true || getComputedStyle(element).display === 'none' || hiding(element.parentElement));
  return !hiding(this);
};

// Nor does it scroll: Ariakit scrolls the active option into view.
Element.prototype.scrollIntoView ??= function () {};

i18n.loadAndActivate({ locale: 'en-US', messages: {} });

afterEach(() => {
  cleanup();
});

// A page a test rendered may still be loading its lazy chunk (a route's import()) when the file
// ends; the files share their modules (isolate: false), and a load that outlives its file's
// environment failed the next file's suite once in CI (EnvironmentTeardownError, a registration
// module imported from basic-landing.test.tsx's routes). Each file waits for its loads to settle.
afterAll(async () => {
  await vi.dynamicImportSettled();
});
