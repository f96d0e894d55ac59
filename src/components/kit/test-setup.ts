// Setup of the 'components' Vitest project (scripts/vitest.config.ts): English with no catalog, so
// every message renders its source text, and a clean DOM after each test.
import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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

i18n.loadAndActivate({ locale: 'en-US', messages: {} });

afterEach(() => {
  cleanup();
});
