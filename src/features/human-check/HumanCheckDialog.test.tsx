// The human-verification challenge in the data layer (spec §2 page id 'bot detection', §7 'error'):
// opening it is a page view of its own; letting go too early ('Please try again') is an error.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../components/kit/test-utils.tsx';
import { stubFetch } from '../../lib/test-fetch.ts';
import HumanCheckDialog from './HumanCheckDialog.tsx';

const block = {
  appId: 'a',
  jsClientSrc: '/core-app-api/bot-challenge',
  firstPartyEnabled: true,
  vid: 'v',
  uuid: 'u',
  hostUrl: '',
  blockScript: '',
};

beforeEach(() => {
  window.dataLayer = [];
  stubFetch(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

test("opening the challenge is a 'bot detection' page view; letting go too early an 'error' on it", async () => {
  await renderWithProviders(<HumanCheckDialog check={{ block, resolve: () => {} }} />);
  expect(screen.getByText('Press & Hold to confirm you are a human (not a bot)')).toBeTruthy();
  expect(window.dataLayer).toEqual([{ tenant: 'WMT-US', event: 'pageView', pageId: 'bot detection', path: window.location.pathname }]);

  const button = screen.getByRole('button', { name: 'Press & Hold' });
  fireEvent.pointerDown(button);
  fireEvent.pointerUp(button);
  expect(await screen.findByText('Please try again')).toBeTruthy();
  expect(window.dataLayer?.slice(1)).toEqual([
    { tenant: 'WMT-US', event: 'error', pageId: 'bot detection', action: 'human check', reason: 'released early' },
  ]);
});
