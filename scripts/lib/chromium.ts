/**
 * The browser every test and benchmark drives: Debian's Chromium unless
 * CHROMIUM_PATH names another, with flags that keep it from reaching the
 * network on its own (updates, sync, QUIC) and run it as root in a container.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
