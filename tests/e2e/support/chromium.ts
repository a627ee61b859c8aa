/**
 * How every browser test and benchmark starts Chromium: Debian's build
 * (downloading Playwright's own browser fails on our machines), with the
 * background networking that our closed network refuses switched off.
 */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
