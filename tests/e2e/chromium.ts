import { existsSync } from 'node:fs';

/** Debian's Chromium (apt-get install chromium); Playwright's own browser download is not used. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumAvailable = () => existsSync(CHROMIUM_PATH);

/**
 * The features Playwright itself disables (playwright-core's chromiumSwitches in 1.65). A second
 * --disable-features replaces the first rather than adding to it (chrome://version/?show-variations-cmd
 * shows it), so the list below starts with Playwright's.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Chromium 15x preloads its address bar's pop-up, a page of its own (chrome://omnibox-popup.top-chrome)
 * in a renderer process of its own, for every window, and a test's new page is a new window: a
 * process started and a page rendered that no test sees. Without them, 12 fresh contexts each
 * loading the sign-in page took 13.6–14.5 s instead of 18.8–19.6 s on a 2-core machine.
 */
const UNSEEN_BROWSER_PAGES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_PAGES].join(',')}`,
];
