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

/**
 * The browser tests' flags: the above, and V8 without its helper threads.
 * Tests only, never benchmarks, which measure the engine readers run.
 * On the 2-core CI machine one Chromium already keeps both cores busy, and
 * V8's background compilation and garbage collection were a third of the
 * renderer's CPU time with no gain in wall time: over 16 crawl pages, renderer
 * CPU fell from 2.6 to 1.8 s per page, and two crawl shards on two workers
 * from 3.1 to 2.8 min. Pages behave the same; only where V8 does its work moves.
 */
export const CHROMIUM_TEST_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--single-threaded'];
