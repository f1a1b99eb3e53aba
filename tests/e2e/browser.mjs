// Shared set-up for the browser tests: Debian's Chromium driven by playwright-core,
// the built dist/ served on 127.0.0.1 by the test itself, and a guard that fails any
// request leaving the machine.
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

/** Starts the server and the browser; returns helpers and a `close`. */
export async function open({ viewport = { width: 1280, height: 800 } } = {}) {
  const server = await serve('dist', 0);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport });
  const outside = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    outside.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return {
    origin,
    browser,
    context,
    page,
    errors,
    outside,
    async close() {
      await browser.close();
      await new Promise((ok) => server.close(ok));
    },
  };
}
