// The AI decision-latency benchmark in the AI worker exactly as shipped: the built
// dist/worker.js and dist/worker_bg.wasm (the `worker` profile, wasm-opt as Trunk ran
// it) loaded in a Web Worker in headless Chromium, timing the same decisions as
// `pala bench-ai` natively. Prints one line per level, then Master's speed in the
// worker as a fraction of native speed when the native lines are given on stdin.
// A benchmark: it prints figures and fails only if the worker cannot run them.
//
// Then Master's same decisions on four workers at once, as the app asks them on a
// device with five cores or more: each worker searches its share, the first merges
// them; timed on the page from the first ask to the merged decision.
//
// Usage: pala bench-ai | node .ci/worker-latency.mjs
import { readFileSync } from 'node:fs';
import os from 'node:os';
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
    if (data.ask === 'requests') postMessage({ bench: true, requests: b.bench_requests() });
    if (data.ask === 'answer') postMessage({ bench: true, reply: b.bench_answer(data.request) });
  };
  postMessage({ bench: true, ready: true });
});`;

const native = process.stdin.isTTY ? '' : readFileSync(0, 'utf8');
const b = await open({ extra: { '/bench-worker.js': BENCH_WORKER, '/bench.html': '<!DOCTYPE html><title>Worker benchmark</title>' } });
const lines = [];
try {
  await b.page.goto(b.origin + '/bench.html');
  // Each call is answered in turn; the page waits for each, so no call overlaps another.
  // Bench workers by index: 0 times the single-worker decisions; 0..3 share Master's.
  const SHARING = 4;
  await b.page.evaluate((n) => Promise.all(Array.from({ length: n }, (_, i) => new Promise((ready, fail) => {
    window.benchWorkers = window.benchWorkers || [];
    const w = new Worker('/bench-worker.js');
    window.benchWorkers[i] = w;
    // The shipped worker announces itself on start (gloo-worker); only bench replies count.
    w.onmessage = ({ data }) => data?.ready && ready();
    w.onerror = (e) => fail(new Error(e.message));
  }))), SHARING);
  // Each call is answered in turn; the page waits for each, so no call overlaps another.
  const ask = (message, i = 0) => b.page.evaluate(([m, i]) => new Promise((answer, fail) => {
    const w = window.benchWorkers[i];
    w.onmessage = ({ data }) => data?.bench && answer(data);
    w.onerror = (e) => fail(new Error(e.message));
    w.postMessage(m);
  }), [message, i]);
  const plan = await ask({ ask: 'plan' });
  if (!plan.levels.length || !plan.games) throw new Error('the worker has no benchmark plan');
  const masterRequests = [];
  for (const level of plan.levels) {
    let times = [];
    for (let game = 0; game < plan.games; game++) {
      times = times.concat((await ask({ ask: 'times', level, game })).times);
      if (level === 'hard') masterRequests.push(...(await ask({ ask: 'requests' })).requests);
    }
    if (!times.length) throw new Error(`the worker timed no ${level} decisions`);
    const { line } = await ask({ ask: 'line', level, times });
    lines.push(line);
    console.log(line);
  }
  // Master on four workers: the shares asked of all four at once, then the merge.
  const shared = await b.page.evaluate(async ([requests, n]) => {
    const call = (i, request) => new Promise((answer, fail) => {
      const w = window.benchWorkers[i];
      w.onmessage = ({ data }) => data?.bench && answer(JSON.parse(data.reply));
      w.onerror = (e) => fail(new Error(e.message));
      w.postMessage({ ask: 'answer', request: JSON.stringify(request) });
    });
    const times = [];
    const actions = [];
    for (const text of requests) {
      const request = JSON.parse(text);
      const start = performance.now();
      const shares = await Promise.all(Array.from({ length: n }, (_, k) => call(k, { ...request, share: k, workers: n })));
      const decision = await call(0, { ...request, workers: n, shares: shares.map((r) => r.share) });
      times.push(performance.now() - start);
      actions.push(decision.action);
    }
    return { times, actions };
  }, [masterRequests, SHARING]);
  if (shared.actions.some((a) => !a)) throw new Error('a shared Master decision came back empty');
  const { line } = await ask({ ask: 'line', level: 'hard', times: shared.times });
  // The budget is for one worker; say instead how many cores the four shared.
  const fourLine = line.replace(/^worker latency hard\s+/, `worker latency hard on ${SHARING} workers `)
    .replace(/\(budget p95 [\d.]+ ms\)/, `(${SHARING} workers on this machine's ${os.cpus().length} cores)`);
  lines.push(fourLine);
  console.log(fourLine);
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
