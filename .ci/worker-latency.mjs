// The AI decision-latency benchmark in the AI worker exactly as shipped: the built
// dist/worker.js and dist/worker_bg.wasm (the `worker` profile, wasm-opt as Trunk ran
// it) loaded in a Web Worker in headless Chromium, timing the same decisions as
// `pala bench-ai` natively. Prints one line per level, then Master's speed in the
// worker as a fraction of native speed when the native lines are given on stdin.
// A benchmark: it prints figures and fails only if the worker cannot run them.
//
// Usage: pala bench-ai | node .ci/worker-latency.mjs
import { readFileSync } from 'node:fs';
import { open } from '../tests/e2e/browser.mjs';

// A test-only worker script: the shipped glue and wasm, driven by messages.
const BENCH_WORKER = `
importScripts('/worker.js');
wasm_bindgen({ module_or_path: '/worker_bg.wasm' }).then(() => {
  // The shipped worker's main took over onmessage for the game's requests; take it back.
  const b = wasm_bindgen;
  onmessage = ({ data }) => {
    if (data.ask === 'plan') postMessage({ bench: true, levels: b.bench_levels(), games: b.bench_game_count() });
    if (data.ask === 'times') postMessage({ bench: true, times: Array.from(b.bench_decisions(data.level, data.game)) });
    if (data.ask === 'line') postMessage({ bench: true, line: b.bench_line(data.level, Float64Array.from(data.times)) });
  };
  postMessage({ bench: true, ready: true });
});`;

const native = process.stdin.isTTY ? '' : readFileSync(0, 'utf8');
const b = await open({ extra: { '/bench-worker.js': BENCH_WORKER, '/bench.html': '<!DOCTYPE html><title>Worker benchmark</title>' } });
const lines = [];
try {
  await b.page.goto(b.origin + '/bench.html');
  // Each call is answered in turn; the page waits for each, so no call overlaps another.
  await b.page.evaluate(() => new Promise((ready, fail) => {
    window.benchWorker = new Worker('/bench-worker.js');
    // The shipped worker announces itself on start (gloo-worker); only bench replies count.
    window.benchWorker.onmessage = ({ data }) => data?.ready && ready();
    window.benchWorker.onerror = (e) => fail(new Error(e.message));
  }));
  // Each call is answered in turn; the page waits for each, so no call overlaps another.
  const ask = (message) => b.page.evaluate((m) => new Promise((answer, fail) => {
    window.benchWorker.onmessage = ({ data }) => data?.bench && answer(data);
    window.benchWorker.onerror = (e) => fail(new Error(e.message));
    window.benchWorker.postMessage(m);
  }), message);
  const plan = await ask({ ask: 'plan' });
  if (!plan.levels.length || !plan.games) throw new Error('the worker has no benchmark plan');
  for (const level of plan.levels) {
    let times = [];
    for (let game = 0; game < plan.games; game++) times = times.concat((await ask({ ask: 'times', level, game })).times);
    if (!times.length) throw new Error(`the worker timed no ${level} decisions`);
    const { line } = await ask({ ask: 'line', level, times });
    lines.push(line);
    console.log(line);
  }
} finally {
  await b.close();
}
if (b.errors.length) throw new Error(`the page reported errors: ${b.errors.join('; ')}`);

// Master is the `hard` level: its p50 and total in the worker against native.
const figures = (text, platform) => {
  const m = text.match(new RegExp(`^${platform} latency hard .*p50\\s+([\\d.]+) ms.*total\\s+([\\d.]+) s`, 'm'));
  return m && { p50: Number(m[1]), total: Number(m[2]) };
};
const there = figures(native, 'native');
const here = figures(lines.join('\n'), 'worker');
if (there && here) {
  console.log(`Master in the shipped worker runs at ${(there.total / here.total).toFixed(2)}x native speed ` +
    `(total ${here.total.toFixed(2)} s against ${there.total.toFixed(2)} s natively; ` +
    `p50 ${here.p50.toFixed(1)} ms against ${there.p50.toFixed(1)} ms)`);
}
