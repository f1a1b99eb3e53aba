// The AI decision-latency benchmark in the AI worker exactly as shipped: the built
// dist/ai-worker-B.js, worker-B.js and worker-B_bg.wasm (B the build; the `worker` profile, wasm-opt as
// Trunk ran it) started in Web Workers in headless Chromium, asked the same decisions
// as `pala bench-ai` times natively. The native run writes them as the worker's own
// requests (`--requests FILE`, one JSON line each); this page posts each to the worker
// and times it from the post to the reply, as the table waits for it. Prints one line
// per level, then Master's speed in the worker as a fraction of native speed when the
// native lines are given on stdin. A benchmark: it prints figures and fails only if
// the worker cannot answer.
//
// Then Master's same decisions on four workers at once, as the app asks them on a
// device with five cores or more: each worker searches its share, the first merges
// them; timed on the page from the first ask to the merged decision.
//
// Usage: node .ci/worker-latency.mjs REQUESTS < native-lines
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { open, workerFiles } from '../tests/e2e/browser.mjs';

const file = process.argv[2];
if (!file) throw new Error('usage: node .ci/worker-latency.mjs REQUESTS < native-lines');
const asked = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
if (!asked.length) throw new Error(`${file} holds no requests`);
const native = process.stdin.isTTY ? '' : readFileSync(0, 'utf8');

/** The report line of `pala bench-ai`, for `times` (sorted) of level `name`. */
function line(platform, name, times, budgetWords) {
  const pct = (p) => times[Math.round((Math.max(times.length, 1) - 1) * p)] ?? 0;
  const f = (x, w, d) => x.toFixed(d).padStart(w);
  const total = times.reduce((a, b) => a + b, 0) / 1000;
  return `${platform} latency ${name.padEnd(7)} decisions ${String(times.length).padStart(4)}  ` +
    `p50 ${f(pct(0.5), 7, 1)} ms  p95 ${f(pct(0.95), 7, 1)} ms  max ${f(times.at(-1) ?? 0, 7, 1)} ms  ` +
    `total ${f(total, 7, 2)} s  (${budgetWords})`;
}

const SHARING = 4;
const { script } = await workerFiles();
const b = await open({ extra: { '/bench.html': '<!DOCTYPE html><title>Worker benchmark</title>' } });
const lines = [];
try {
  await b.page.goto(b.origin + '/bench.html');
  // The workers, started as the app starts them: each says "pala-ready" once its wasm runs.
  await b.page.evaluate(([n, script]) => Promise.all(Array.from({ length: n }, (_, i) => new Promise((ready, fail) => {
    window.workers = window.workers || [];
    const w = new Worker(script);
    window.workers[i] = w;
    w.onmessage = ({ data }) => (data === 'pala-ready' ? ready() : fail(new Error(String(data))));
    w.onerror = (e) => fail(new Error(e.message));
  }))), [SHARING, script]);
  // Posts requests one after another to worker `i`, each timed from its post to its
  // reply; returns the times and replies.
  const timed = (posted, i = 0) => b.page.evaluate(async ([all, i]) => {
    const w = window.workers[i];
    const times = [];
    const replies = [];
    for (const p of all) {
      const start = performance.now();
      const reply = await new Promise((answer, fail) => {
        w.onmessage = ({ data }) => answer(JSON.parse(data));
        w.onerror = (e) => fail(new Error(e.message));
        w.postMessage(JSON.stringify(p));
      });
      times.push(performance.now() - start);
      replies.push(reply.reply);
    }
    return { times, replies };
  }, [posted, i]);
  const levels = [...new Set(asked.map((a) => a.level))];
  for (const level of levels) {
    const mine = asked.filter((a) => a.level === level);
    const { times, replies } = await timed(mine.map((a) => a.posted));
    if (replies.some((r) => !r?.decision)) throw new Error(`a ${level} request was not answered with a decision`);
    times.sort((x, y) => x - y);
    const text = line('worker', level, times, `budget p95 ${mine[0].budget} ms`);
    lines.push(text);
    console.log(text);
  }
  // Master on four workers: the shares asked of all four at once, then the merge.
  // Every fourth of Master's decisions (33): the sharing's figures, in a quarter of the time.
  const master = asked.filter((a) => a.level === 'hard').filter((_, i) => i % 4 === 0).map((a) => a.posted);
  const shared = await b.page.evaluate(async ([all, n]) => {
    const call = (i, posted) => new Promise((answer, fail) => {
      const w = window.workers[i];
      w.onmessage = ({ data }) => answer(JSON.parse(data).reply);
      w.onerror = (e) => fail(new Error(e.message));
      w.postMessage(JSON.stringify(posted));
    });
    const times = [];
    const actions = [];
    for (const posted of all) {
      const ask = posted.request.decide;
      const start = performance.now();
      const shares = await Promise.all(Array.from({ length: n }, (_, k) =>
        call(k, { ...posted, request: { share: { ask, k, workers: n } } })));
      const merged = await call(0, { ...posted, request: { merge: { ask, shares: shares.map((r) => r.share) } } });
      times.push(performance.now() - start);
      actions.push(merged.decision?.[0]);
    }
    return { times, actions };
  }, [master, SHARING]);
  if (shared.actions.some((a) => !a)) throw new Error('a shared Master decision came back empty');
  shared.times.sort((x, y) => x - y);
  const four = line('worker', `hard on ${SHARING} workers`, shared.times, `${SHARING} workers on this machine's ${os.cpus().length} cores`)
    .replace(/latency (hard on \d workers)\s*/, 'latency $1 ');
  lines.push(four);
  console.log(four);
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
    `(total ${here.total.toFixed(2)} s against ${there.total.toFixed(2)} s natively, from post to reply; ` +
    `p50 ${here.p50.toFixed(1)} ms against ${there.p50.toFixed(1)} ms)`);
}
