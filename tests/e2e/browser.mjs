// Shared set-up for the browser tests: Debian's Chromium driven by playwright-core,
// the built dist/ served on 127.0.0.1 by the test itself, and a guard that fails any
// request leaving the machine.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** A page of the test server's origin that is not the app (play.mjs writes storage there before the app starts). */
export const BLANK = '/__tests__/blank.html';

const LAUNCH = { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS };

/** The test file's one browser, once `shareBrowser()` has set it up. */
let shared = null;

/**
 * One Chromium for the whole test file: launched before its first test, closed after
 * its last. `open()` then gives each test a fresh incognito context of it (its own
 * storage, cache and service workers) instead of a browser of its own. Call it at the
 * top of a test file; scripts that call `open()` alone get a browser each, as before.
 */
export function shareBrowser() {
  before(async () => { shared = await chromium.launch(LAUNCH); });
  after(async () => {
    const browser = shared;
    shared = null;
    await browser?.close();
  });
}

/**
 * Starts the server and a fresh browser context (of the file's shared browser, or of a
 * browser launched for it); returns helpers and a `close`. `persistent` uses a fresh
 * profile directory instead of an incognito context (Chromium's install check refuses
 * incognito windows): a browser of its own. `serviceWorkers: 'block'` keeps the app's
 * service worker out, so every file comes from the server (and `extra`) at each load.
 * `timezoneId` sets the context's time zone (the deal of the day's clocks).
 */
export async function open({ viewport = { width: 1280, height: 800 }, persistent = false, extra = {}, bypassCSP = false, base = '/', cors = false, serviceWorkers = 'allow', timezoneId, locale } = {}) {
  await mkdir('tests/artifacts', { recursive: true });
  // The caller's own map, which a test may change while it runs (a new build's files).
  // (With an icon of its own: no request for /favicon.ico, which the server has not.)
  extra[BLANK] ??= '<!DOCTYPE html><title>Blank</title><link rel="icon" href="data:,">';
  const server = await serve('dist', 0, extra, { base, cors });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const profile = persistent ? await mkdtemp(join(tmpdir(), 'pala-chromium-')) : null;
  const own = persistent || shared ? null : await chromium.launch(LAUNCH);
  const browser = persistent ? null : (own ?? shared);
  const context = persistent
    ? await chromium.launchPersistentContext(profile, { ...LAUNCH, viewport })
    : await browser.newContext({ viewport, bypassCSP, serviceWorkers, timezoneId, locale });
  const outside = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    outside.push(url);
    return route.abort();
  });
  const page = persistent ? context.pages()[0] ?? (await context.newPage()) : await context.newPage();
  const errors = [];
  let stopped = false;
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return {
    origin,
    browser,
    context,
    page,
    errors,
    outside,
    /** Stops the local server (for offline tests); `close` then skips it. */
    async stopServer() {
      server.closeAllConnections();
      await new Promise((ok) => server.close(ok));
      stopped = true;
    },
    /** Closes the context (and the browser, if it was this test's own). */
    async close() {
      await context.close();
      if (own) await own.close();
      if (profile) await rm(profile, { recursive: true, force: true });
      if (stopped) return;
      server.closeAllConnections();
      await new Promise((ok) => server.close(ok));
    },
  };
}

/**
 * Asserts that a search did not run on the main thread, from the durations (ms) of the
 * main-thread tasks over 50 ms seen meanwhile. Those durations are a measurement, not a
 * budget: on a busy two-core host a 40 ms render now and then stretches past 50 ms (a CI
 * run once saw a single task of 50 ms in a whole game). A search on the main thread shows
 * what such jitter does not: a long task for most of its decisions, so more than `few`
 * of them, or one a person would feel as a freeze (over `freezeMs`).
 */
export function assertOffMainThread(tasks, what, { few = 2, freezeMs = 250 } = {}) {
  const long = tasks.filter((ms) => ms > 50);
  assert.ok(long.length <= few, `${what}: ${long.length} main-thread tasks over 50 ms (${long.join(', ')} ms), at most ${few} expected`);
  assert.ok(long.every((ms) => ms <= freezeMs), `${what}: a main-thread task over ${freezeMs} ms (${long.join(', ')} ms)`);
}

/**
 * The AI worker's files in the build, named for their build (.ci/precache.mjs): the
 * script the page names in `<meta name="pala-worker">`, and the glue and wasm it loads,
 * as paths from the site's root.
 */
export async function workerFiles(dir = 'dist') {
  const index = await readFile(`${dir}/index.html`, 'utf8');
  const script = /<meta name="?pala-worker"? content="?(ai-worker-([0-9a-f]+)\.js)"?/.exec(index);
  if (!script) throw new Error(`${dir}/index.html names no AI worker (<meta name="pala-worker">)`);
  const build = script[2];
  return { build, script: `/${script[1]}`, glue: `/worker-${build}.js`, wasm: `/worker-${build}_bg.wasm` };
}

/**
 * The text of `locator` once it matches `re` (a string must match whole), waiting for the
 * page to draw it: a read straight after a click can see the drawing before the move on a
 * loaded machine. Fails with the last text seen when it never matches.
 */
export async function shows(locator, re, what = 'the text', timeout = 15_000) {
  const match = typeof re === 'string' ? new RegExp(`^${re.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : re;
  try {
    await locator.filter({ hasText: match }).first().waitFor({ timeout });
  } catch {
    assert.match(String(await locator.first().textContent({ timeout: 1_000 }).catch(() => null)), match, `${what}, after ${timeout} ms`);
  }
  return locator.first().textContent();
}
