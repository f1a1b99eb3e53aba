// The first screen in the page's language, chosen as the app chooses it (a link's
// ?lang=, then the stored choice, then the browser's languages; pala_words::lang::Lang::
// choose): its words are the phrasebooks' own (a test in src/app/setup keeps them in
// step), so the app takes over without a change of language or a shift. The same
// words say why the app could not start, or that it does not run in another's frame:
// the tagline, the loading line, "could not start: {why}", three whys, Retry, the
// frame's refusal and its link.
const palaBoot = (function () {
  const words = {
    en: ["The trick-taking game of mixing and smearing paint, for 3 to 5 players. Play Pointillism or Impressionism against AI painters, or pass one device round the table.", "Setting out the cards…", "Pala could not start: {why}.", "its program did not load", "its program stopped ({error})", "its program did not start in time", "Retry", "Pala does not run inside another page's frame, so that no other page can play or change your saved game.", "Open Pala in its own tab"],
    de: ["Das Stichspiel, in dem du Farben mischst und verschmierst, für 3 bis 5 Spieler. Spiele Pointillismus oder Impressionismus gegen KI-Maler oder reiche ein Gerät am Tisch herum.", "Die Karten werden ausgelegt …", "Pala konnte nicht starten: {why}.", "sein Programm wurde nicht geladen", "sein Programm ist abgebrochen ({error})", "sein Programm ist nicht rechtzeitig gestartet", "Erneut versuchen", "Pala läuft nicht im Rahmen einer anderen Seite, damit keine andere Seite dein gespeichertes Spiel spielen oder ändern kann.", "Pala in einem eigenen Tab öffnen"],
    ja: ["絵の具を混ぜてにじませるトリックテイキングゲーム。3〜5人用。点描画法か印象派を、AIの画家たちを相手に、または1台の端末を回してみんなで遊べます。", "カードを並べています…", "パーラを起動できませんでした：{why}。", "プログラムが読み込まれませんでした", "プログラムが停止しました（{error}）", "プログラムが時間内に起動しませんでした", "再試行", "パーラは他のページの枠の中では動きません。他のページがあなたの保存したゲームを進めたり変えたりできないようにするためです。", "パーラを新しいタブで開く"],
  };
  let wanted = [];
  try { wanted = [new URLSearchParams(location.search).get('lang'), localStorage.getItem('pala.lang')]; } catch (_) { /* no storage */ }
  const code = [...wanted, ...(navigator.languages || [])]
    .map((tag) => (tag || '').split(/[-_]/)[0].toLowerCase())
    .find((c) => c in words) || 'en';
  return { code, words: words[code] };
})();
(function () {
  if (palaBoot.code === 'en') return;
  const speak = () => {
    const first = document.getElementById('first-screen');
    if (!first) return;
    document.documentElement.lang = palaBoot.code;
    first.querySelector('.tagline').textContent = palaBoot.words[0];
    first.querySelector('.loading').textContent = palaBoot.words[1];
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', speak); else speak();
})();

// The first screen says "Setting out the cards…" until the app's WebAssembly takes over.
// If the app's program cannot load (blocked, missing, broken), say so with a Retry
// instead of waiting for ever: a script or wasm that fails to load or start, or no
// start after a generous wait.
(function () {
  let said = false;
  function fail(why) {
    const status = document.querySelector('#first-screen .loading');
    // The app took over (the first screen is gone), or a frame was refused on purpose.
    if (said || !status || window.palaRefused) return;
    said = true;
    status.textContent = palaBoot.words[2].replace('{why}', why) + ' ';
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = palaBoot.words[6];
    retry.addEventListener('click', () => location.reload());
    status.append(retry);
  }
  // A script or module of the page that fails to load (capture: load errors do not bubble).
  addEventListener('error', (e) => {
    const target = e.target;
    if (target && target.tagName === 'SCRIPT') fail(palaBoot.words[3]);
    else if (e.message) fail(palaBoot.words[4].replace('{error}', e.message));
  }, true);
  // The wasm's loader awaits the download and compile: a failure rejects it.
  addEventListener('unhandledrejection', (e) => {
    const why = (e.reason && e.reason.message) || e.reason;
    fail(palaBoot.words[3] + (why ? ' (' + why + ')' : ''));
  });
  addEventListener('load', () => setTimeout(() => fail(palaBoot.words[5]), 20000));
})();

// The player's first key or tap: from then on the table's focus ring shows by the
// browser's own rule (styles/main.css, data-used).
(function () {
  const used = () => document.documentElement.setAttribute('data-used', '');
  addEventListener('keydown', used, { once: true, capture: true });
  addEventListener('pointerdown', used, { once: true, capture: true });
})();

// Framed by another page, the app runs only in its embed form (any page may embed an
// example, #embed=, or a puzzle, #puzzle, which keeps no rating there) and as the coach's review or the deal of the day's result in a
// frame of its own page (#review=, #daily):
// any other frame could play, and overwrite, the player's saved game behind their
// back. The app's wasm reads `palaRefused` and starts nothing.
(function () {
  if (window.top === window) return;
  let ours = false;
  try { ours = window.parent.location.origin === location.origin; } catch (_) { /* another origin */ }
  const hash = location.hash;
  if (hash.startsWith('#embed=') || hash.startsWith('#puzzle') || ((hash.startsWith('#review=') || hash.startsWith('#daily')) && ours)) return;
  window.palaRefused = true;
  const say = () => {
    const status = document.querySelector('#first-screen .loading');
    if (!status) return;
    status.textContent = palaBoot.words[7] + ' ';
    const link = document.createElement('a');
    link.href = location.href.split('#')[0];
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = palaBoot.words[8];
    status.append(link);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', say); else say();
})();

// The page's functions the app's and the widget's wasm call (src/web/kit/page.rs call_page):
// kept here rather than in wasm-bindgen snippets, whose numbering the bins would share.

/** Fetches a file of this site as text, then calls `go(text)`, or `go(error)` with an
 * Error that says why not (a language's phrasebook, src/browser/language.rs). */
window.palaFetchText = function (url, go) {
  fetch(url)
    .then((r) => (r.ok ? r.text() : Promise.reject(new Error('the server answered ' + r.status))))
    .then(go, (e) => go(e instanceof Error ? e : new Error(String(e))));
};

/** Calls `go` once the browser has painted and timed the first screen (its largest
 * paint), or after 400 ms at most, in a task of its own. */
window.palaAfterFirstPaint = function (go) {
  let done = false;
  const run = () => { if (!done) { done = true; go(); } };
  try {
    new PerformanceObserver((_, seen) => { seen.disconnect(); setTimeout(run, 0); })
      .observe({ type: 'largest-contentful-paint', buffered: true });
  } catch (_) { /* no paint timing: the fallback below */ }
  setTimeout(run, 400);
};

/** Loads the widget's own wasm, which renders this page instead (the rules widget's
 * iframe form, the lessons and the coach's review), or for the studio (#studio) the
 * studio's, so that pages embedding a widget do not carry the studio. */
window.palaLoadWidget = function () {
  const base = new URL('.', document.baseURI);
  const name = location.hash.startsWith('#studio') ? 'studio' : 'widget';
  import(new URL(`${name}.js`, base).href).then((m) => m.default({ module_or_path: new URL(`${name}_bg.wasm`, base) }));
};

/** In a frame, tells the page how tall this page is whenever that changes (frames.js
 * sizes the frame to it). */
window.palaReportHeight = function () {
  if (window.parent === window) return;
  const tell = () => window.parent.postMessage({ palaFrameHeight: document.documentElement.scrollHeight }, location.origin);
  new ResizeObserver(tell).observe(document.body);
  tell();
};
