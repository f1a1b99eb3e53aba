// Pala in the languages of its editions (issue 49): the page speaks the browser's
// language on a first visit, a link's ?lang= before a stored choice, remembers the
// player's choice, and switching mid-game loses nothing. The words checked are read
// from the phrasebooks themselves (static/lang/<code>.txt, kept in step with the
// Rust modules by the words crate's test), so this checks the page, not a translation.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BLANK, open, shareBrowser, workerFiles } from './browser.mjs';
import { afterTap, openPosition, playOneCard, playToEnd, positions } from './play.mjs';

/** A phrasebook as name → phrase. */
const book = (code) => Object.fromEntries(readFileSync(`static/lang/${code}.txt`, 'utf8').split('\n').filter(Boolean).map((l) => l.split('\t')));
const de = book('de');
const ja = book('ja');

shareBrowser();

/** A sentence template as a pattern for the start of a line: its places anything, each
 * `[third|you]` pair either form. */
function explained(template) {
  const source = template.split(/(\{\w+\}|\[[^\]]*\])/).map((part) => {
    if (/^\{\w+\}$/.test(part)) return '.+?';
    if (/^\[.*\]$/.test(part)) return `(?:${part.slice(1, -1).split('|').map((form) => explained(form).source.slice(1)).join('|')})`;
    return escape(part);
  }).join('');
  return new RegExp(`^${source}`);
}
/** The first English word of `re` in `text`, with the words around it; null if none. */
const english = (text, re) => {
  const m = re.exec(text);
  return m && text.slice(Math.max(0, m.index - 40), m.index + 40);
};
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The new-game screen's words that the phrasebook gives, as the page shows them. */
async function newGameScreen(page) {
  await page.locator('button.start').waitFor({ timeout: 20_000 });
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    start: document.querySelector('button.start')?.textContent,
    nav: document.querySelector('header nav')?.getAttribute('aria-label'),
    tagline: document.querySelector('main .tagline')?.textContent,
    legends: [...document.querySelectorAll('form.setup legend')].map((l) => l.textContent),
    description: document.querySelector('meta[name=description]')?.content,
    wide: document.documentElement.scrollWidth,
    view: innerWidth,
  }));
}

/** The kana and kanji on the page that no Noto Sans JP face of the build holds (once the
 * page's faces are loaded). */
function unfaced(page, host = null) {
  return page.evaluate(async (host) => {
    await document.fonts.ready;
    const ranges = [...document.fonts].filter((f) => f.family.replaceAll('"', '') === 'Noto Sans JP').flatMap((f) => f.unicodeRange.split(','));
    const has = (c) => ranges.some((r) => {
      const [lo, hi = lo] = r.trim().replace(/^U\+/i, '').split('-').map((h) => parseInt(h, 16));
      return c >= lo && c <= hi;
    });
    // (An embedded example's words are in its shadow root, which innerText passes over.)
    const text = host ? document.querySelector(host).shadowRoot.textContent : document.body.innerText;
    return [...new Set(text)].filter((c) => c.codePointAt(0) >= 0x3000 && !has(c.codePointAt(0)));
  }, host);
}

describe('languages, two at a time', { concurrency: 2 }, () => {
  test('a German browser gets German, a Japanese one Japanese, English otherwise; each fits 360 px', { timeout: 90_000 }, async () => {
    for (const [locale, words, code] of [['de-AT', de, 'de'], ['ja-JP', ja, 'ja'], ['fr-FR', null, 'en']]) {
      const b = await open({ locale, viewport: { width: 360, height: 780 } });
      try {
        // The first screen, before the wasm arrives, already speaks the language, and
        // the app takes over with the same words in the same place.
        let release;
        const held = new Promise((ok) => { release = ok; });
        await b.page.route('**/app-*_bg.wasm', async (route) => { await held; await route.continue(); });
        await b.page.goto(`${b.origin}/`, { waitUntil: 'domcontentloaded' });
        const first = await b.page.locator('#first-screen').evaluate((f) => [document.documentElement.lang, f.querySelector('.tagline').textContent, f.querySelector('.loading').textContent]);
        assert.deepEqual(first, [code, words?.tagline ?? first[1], words?.loading ?? 'Setting out the cards…'], `${code}: the first screen`);
        const place = await b.page.locator('.tagline').boundingBox();
        release();
        await b.page.locator('button.start').waitFor({ timeout: 20_000 });
        assert.deepEqual(await b.page.locator('.tagline').boundingBox(), place, `${code}: the opening words stay where they were`);
        const seen = await newGameScreen(b.page);
        assert.equal(seen.lang, code, `<html lang> for ${locale}`);
        if (words) {
          assert.equal(seen.start, words.start_game);
          assert.equal(seen.nav, words.main_nav);
          assert.equal(seen.tagline, words.tagline);
          assert.equal(seen.description, words.description);
          for (const legend of [words.game, words.players, words.who_plays, words.game_length]) assert.ok(seen.legends.includes(legend), `${code}: the legend ${legend} in ${seen.legends}`);
          // The deal of the day's card: its date as the language writes one (a weekday of
          // the phrasebook's), and its buttons.
          const daily = b.page.getByRole('region', { name: words.daily_label });
          await daily.getByRole('button', { name: words.daily_play }).waitFor();
          const date = await daily.locator('p').first().textContent();
          assert.ok(words.weekdays.split(';').some((d) => date.includes(d)), `${code}: the date reads ${date}`);
          assert.ok(date.includes(new Date().getUTCFullYear()), `${code}: the date reads ${date}`);
        } else {
          assert.equal(seen.start, 'Start game');
        }
        assert.ok(seen.wide <= seen.view, `${code}: the page is ${seen.wide} px wide at ${seen.view} px`);
        // Japanese: every kana and kanji on the page is in the Noto Sans JP cut the build
        // ships (a system with no Japanese face of its own, as this one, draws no tofu).
        if (code === 'ja') {
          const missing = await unfaced(b.page);
          assert.deepEqual(missing, [], 'ja: characters with no face of the build');
          await b.page.screenshot({ path: 'tests/artifacts/language-ja-new-game-360x780.png', fullPage: true });
        }
        // The installed app's name and description in the language.
        if (words) {
          const manifest = await b.page.evaluate(async () => (await fetch(document.querySelector('link[rel=manifest]').href)).json());
          assert.deepEqual([manifest.name, manifest.description, manifest.lang], [words.app_name, words.app_description, code]);
        }
        // German's longer words at 360 px, its options open.
        if (code === 'de') {
          await b.page.locator('details.more summary').click();
          const wide = await b.page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(wide <= 360, `de: the page with its options open is ${wide} px wide`);
          await b.page.screenshot({ path: 'tests/artifacts/language-de-new-game-360x780.png', fullPage: true });
        }
        // The rules in the language, within 360 px.
        await b.page.getByRole('navigation').getByRole('button', { name: words?.rules ?? 'Rules' }).click();
        await b.page.getByRole('heading', { name: words?.rules_title ?? 'How to play', exact: true }).waitFor();
        if (words) assert.equal(await b.page.locator('.rules-grid p').first().textContent(), words.rules_cards);
        const wide = await b.page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(wide <= 360, `${code}: the rules are ${wide} px wide`);
        if (code === 'ja') {
          const missing = await unfaced(b.page);
          assert.deepEqual(missing, [], 'ja: characters of the rules with no face of the build');
        }
        if (words) {
          await b.page.screenshot({ path: `tests/artifacts/language-${code}-rules-360x780.png`, fullPage: true });
          // And on a laptop's screen: the rules, then the new-game screen.
          await b.page.setViewportSize({ width: 1280, height: 800 });
          await b.page.screenshot({ path: `tests/artifacts/language-${code}-rules-1280x800.png` });
          await b.page.getByRole('navigation').getByRole('button', { name: words.new_game }).click();
          await b.page.locator('button.start').waitFor();
          await b.page.screenshot({ path: `tests/artifacts/language-${code}-new-game-1280x800.png` });
        }
        assert.deepEqual(b.errors, []);
      } finally {
        await b.close();
      }
    }
  });

  test('switching language mid-game keeps the game; a link\'s ?lang= comes before the stored choice; a phrasebook that cannot load leaves English and says why', { timeout: 90_000 }, async () => {
    // No service worker: the test's own answer for a phrasebook must reach the page.
    const b = await open({ locale: 'de-DE', serviceWorkers: 'block' });
    try {
      const at = (await positions())['pointillism-4']['mix'];
      await openPosition(b.page, b.origin, at, { speed: 'Instant' });
      const before = await b.page.evaluate(() => JSON.parse(localStorage.getItem('pala.save')).record.actions);
      // Mid-game, to the new-game screen, and Japanese chosen there: the page loads
      // again in Japanese at the same game's table.
      await b.page.getByRole('navigation', { name: de.main_nav }).getByRole('button', { name: de.new_game }).click();
      await Promise.all([b.page.waitForEvent('load'), b.page.getByLabel(de.language).selectOption('ja')]);
      await b.page.locator('[data-card]').first().waitFor({ timeout: 20_000 });
      assert.equal(await b.page.evaluate(() => localStorage.getItem('pala.lang')), 'ja');
      const after = await b.page.evaluate(() => JSON.parse(localStorage.getItem('pala.save')).record.actions);
      assert.deepEqual(after.slice(0, before.length), before, 'the game is the same game');
      await b.page.getByRole('navigation', { name: ja.main_nav }).getByRole('button', { name: ja.new_game }).click();
      assert.equal((await newGameScreen(b.page)).start, ja.start_game);
      // Starting another game asks first, in Japanese: the game in progress named, and
      // "keep playing" keeps it.
      await b.page.getByRole('button', { name: ja.start_game }).click();
      const ask = b.page.getByRole('alertdialog', { name: ja.replace_title });
      await ask.waitFor({ timeout: 10_000 });
      const asked = await ask.locator('#replace-text').textContent();
      const [open, close] = ja.replace_text.split('{game}');
      assert.ok(asked.startsWith(open) && asked.includes('4人') && asked.includes(close.split('{incoming}')[0]), asked);
      assert.deepEqual(await ask.getByRole('button').allTextContents(), [ja.keep_playing, ja.start_the_new_game]);
      assert.equal(await ask.getByRole('link').textContent(), ja.export_game_in_progress);
      assert.deepEqual(await unfaced(b.page), [], 'every kana and kanji of the question has a face');
      await b.page.screenshot({ path: 'tests/artifacts/language-ja-replace-1280x800.png' });
      await ask.getByRole('button', { name: ja.keep_playing }).click();
      await b.page.locator('[data-card]').first().waitFor({ timeout: 10_000 });
      const kept = await b.page.evaluate(() => JSON.parse(localStorage.getItem('pala.save')).record.actions);
      assert.deepEqual(kept.slice(0, after.length), after, 'kept: the same game, no move lost');
      // A link's language comes first, and is kept in the address when chosen again.
      await b.page.goto(`${b.origin}/?lang=de`);
      await b.page.getByRole('navigation', { name: de.main_nav }).getByRole('button', { name: de.new_game }).click();
      assert.equal((await newGameScreen(b.page)).lang, 'de');
      await Promise.all([b.page.waitForEvent('load'), b.page.getByLabel(de.language).selectOption('en')]);
      await b.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'New game' }).click();
      assert.equal(new URL(b.page.url()).searchParams.get('lang'), 'en');
      assert.equal((await newGameScreen(b.page)).start, 'Start game');
      // Japanese chosen but its phrasebook unreachable: English, and the reason.
      await b.context.route('**/lang/ja.txt', (route) => route.fulfill({ status: 404, body: '' }));
      await b.page.goto(`${b.origin}/?lang=ja`);
      await b.page.getByText('日本語 could not be loaded (the server answered 404)').waitFor({ timeout: 20_000 });
      await b.page.screenshot({ path: 'tests/artifacts/language-unavailable-1280x800.png' });
      assert.equal(await b.page.evaluate(() => document.documentElement.lang), 'en');
      assert.deepEqual(b.errors.filter((e) => !e.includes('404')), []);
    } finally {
      await b.close();
    }
  });

  test('a save that fails, and settings that had to change, are said in German, at 360 px', { timeout: 60_000 }, async () => {
    const b = await open({ locale: 'de-DE', viewport: { width: 360, height: 780 } });
    try {
      await openPosition(b.page, b.origin, (await positions())['pointillism-4']['mix'], { speed: 'Instant' });
      // The storage filled to its quota by another key, as another app of the origin might.
      await b.page.evaluate(() => {
        for (let chunk = 'x'.repeat(1 << 20), n = 0; chunk.length >= 1;) {
          try { localStorage.setItem(`other.filler.${n++}`, chunk); } catch { chunk = chunk.slice(0, chunk.length >> 1); }
        }
      });
      await playOneCard(b.page);
      const notice = b.page.locator('.saving-trouble');
      await notice.waitFor({ timeout: 10_000 });
      assert.equal(await notice.locator('p').textContent(), de.save_full);
      assert.equal(await notice.getByRole('link').textContent(), de.export_this_game);
      assert.ok(await b.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'the notice fits 360 px');
      await notice.scrollIntoViewIfNeeded();
      await b.page.screenshot({ path: 'tests/artifacts/language-de-storage-full-360x780.png' });
    } finally {
      await b.close();
    }
    // Stored settings for a table of 9: the page says, in German, what it changed.
    const c = await open({ locale: 'de-DE', viewport: { width: 360, height: 780 } });
    try {
      await c.page.goto(c.origin + BLANK);
      await c.page.evaluate(() => localStorage.setItem('pala.settings', JSON.stringify({ mode: 'pointillism', players: 9, seats: [{ kind: 'human' }], first_dealer: 0, speed: 'Instant', seed: null, colorblind: false, auto_forced: false })));
      await c.page.goto(c.origin + '/');
      const said = de.repairs.replace('{list}', de.repair_players.replace('{n}', '9'));
      const notice = c.page.locator('.notice').filter({ hasText: de.repairs.split('{list}')[0] });
      await notice.waitFor({ timeout: 20_000 });
      const text = await notice.locator('p').textContent();
      assert.ok(text === said || text.startsWith(said.slice(0, -1) + de.list_last.split('{rest}')[1].split('{last}')[0]), text);
      assert.equal(await notice.getByRole('button').textContent(), de.dismiss);
    } finally {
      await c.close();
    }
  });

  test('the table speaks German and Japanese: its prompts, buttons and board, at 360 px and on a laptop', { timeout: 90_000 }, async () => {
    for (const [locale, words, code] of [['de-DE', de, 'de'], ['ja-JP', ja, 'ja']]) {
      const b = await open({ locale, viewport: { width: 360, height: 780 } });
      try {
        // A mix position of Pointillism: the prompt offers the mix in the language's words
        // (the engine's facts: the position's legal moves hold a mix).
        await openPosition(b.page, b.origin, (await positions())['pointillism-4']['mix'], { speed: 'Instant' });
        assert.equal(await b.page.evaluate(() => document.documentElement.lang), code);
        assert.equal(await b.page.locator('.table-felt').getAttribute('aria-label'), words.table);
        const hand = b.page.getByRole('list', { name: words.your_hand, exact: true });
        await hand.waitFor();
        const prompt = b.page.locator('.prompt-row .prompt');
        const mixWords = words.way_mix.split('{b}').pop();
        await prompt.filter({ hasText: mixWords }).waitFor({ timeout: 10_000 });
        const controls = b.page.getByRole('group', { name: words.game_controls });
        for (const name of [words.hint, words.more_controls]) await controls.getByRole('button', { name, exact: true }).waitFor();
        const fits = () => b.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
        assert.ok(await fits(), `${code}: the table fits 360 px`);
        if (code === 'ja') assert.deepEqual(await unfaced(b.page), [], 'ja: characters of the table with no face of the build');
        await b.page.screenshot({ path: `tests/artifacts/language-${code}-table-360x780.png`, fullPage: true });
        // A dimmed card tapped: why not, in the language (the engine's refusal, said again).
        const dimmed = hand.locator('button[aria-disabled="true"]').first();
        assert.ok(await dimmed.count(), `${code}: the mix position dims a card`);
        await dimmed.click({ force: true });
        const piece = words.why_not.split(/\{\w+\}/).sort((x, y) => y.length - x.length)[0].trim();
        await b.page.getByText(piece).first().waitFor({ timeout: 10_000 });
        // Every legal move listed in the language: each one a phrase of the move phrasebook.
        // (Folded, the list is in the page all the same: its buttons' words are read.)
        const listed = await b.page.locator('details.all-moves .move-list button').allTextContents();
        const moveWords = [words.move_play, words.move_mix, words.move_smear].map((p) => p.split(/\{\w+\}/).sort((x, y) => y.length - x.length)[0]);
        assert.ok(listed.length > 0 && listed.every((m) => moveWords.some((w) => m.includes(w))), `${code}: the moves listed: ${listed}`);
        // A card picked: the prompt names it in the language and says the ways on.
        await hand.getByRole('button', { disabled: false }).first().click();
        await afterTap(b.page);
        const [picked] = words.picked.split('{card}').slice(1);
        const [pickedWays] = words.picked_ways.split('{card}').slice(1);
        const said = await prompt.textContent();
        assert.ok(said.includes(picked.replace(/[.。]$/, '')) || said.includes(pickedWays.split('{ways}')[0]), `${code}: ${said}`);
        await b.page.setViewportSize({ width: 1280, height: 800 });
        await b.page.screenshot({ path: `tests/artifacts/language-${code}-table-1280x800.png` });
        // The game log in the language: every line one of its explanations (a template of
        // the phrasebook, its places anything, its [third|you] pairs either form), with
        // no English word of the log's.
        await b.page.locator('details.log summary', { hasText: words.game_log }).click();
        await b.page.locator('.log-lines .said').first().waitFor();
        const lines = await b.page.locator('.log-lines .said').allTextContents();
        const explanations = (book) => Object.entries(book).filter(([k]) => k.startsWith('explain_')).map(([, t]) => explained(t));
        assert.ok(lines.length >= 4, `${code}: the log has ${lines.length} lines`);
        for (const line of lines) {
          assert.ok(explanations(words).some((re) => re.test(line)), `${code}: a log line in no explanation's words: ${line}`);
          assert.ok(!/\b(the|and|with|has|have|wins?|trick|leads?|copies|mix(es)?|junks?|smears?|passes|bids?)\b/.test(line), `${code}: a log line in English: ${line}`);
        }
        await b.page.screenshot({ path: `tests/artifacts/language-${code}-log-1280x800.png` });
        // Master's hint in the language: its words are written in the AI worker, which
        // reads the language's phrasebook for itself (the page's own copy stays English).
        await controls.getByRole('button', { name: words.hint, exact: true }).click();
        const hint = b.page.locator('.hint:not(.thinking)');
        await hint.waitFor({ timeout: 60_000 });
        const told = await hint.locator('p').first().textContent();
        assert.ok(told.startsWith(words.hint_head), `${code}: the hint: ${told}`);
        const reason = told.slice(words.hint_head.length);
        const reasons = ['reason_forced_hint', 'reason_rule', 'reason_alike_hint', 'reason_because'].map((k) => explained(words[k]));
        assert.ok(reasons.some((re) => re.test(reason)), `${code}: the hint in none of its reasons' words: ${reason}`);
        assert.ok(!/\b(the|and|if you|play|points|deals|average)\b/.test(reason), `${code}: the hint in English: ${reason}`);
        // And its figures ("Details"), in the language too.
        const details = hint.locator('details');
        await details.locator('summary', { hasText: words.details }).click();
        const figures = await details.locator('p').textContent();
        assert.ok(figures.endsWith(words.master_said), `${code}: the hint's details: ${figures}`);
        await b.page.screenshot({ path: `tests/artifacts/language-${code}-hint-1280x800.png` });
        // The bid board of Impressionism at 5 players: its spaces by the language's names.
        await b.page.setViewportSize({ width: 360, height: 780 });
        await openPosition(b.page, b.origin, (await positions())['impressionism-5']['bidding'], { speed: 'Instant' });
        const board = b.page.getByRole('region', { name: words.bid_board, exact: true });
        await board.waitFor();
        const spaces = await board.locator('.space-name').allTextContents();
        // R2's 5-player board: Cancel, +0, +1, +1, +Face (the phrasebook's forms 0 to 4).
        const names = words.space_names.split('|');
        assert.deepEqual(spaces, [0, 1, 2, 2, 4].map((i) => names[i]), `${code}: the board's spaces`);
        assert.ok(await fits(), `${code}: the board fits 360 px`);
        if (code === 'ja') assert.deepEqual(await unfaced(b.page), [], 'ja: characters of the board with no face of the build');
        await board.scrollIntoViewIfNeeded();
        await b.page.screenshot({ path: `tests/artifacts/language-${code}-board-360x780.png` });
        // A round's end: the scores' heading, why the round ended and how the game ends.
        await openPosition(b.page, b.origin, (await positions())['impressionism-4']['round-end'], { speed: 'Instant' });
        const scores = b.page.locator('.scores');
        await scores.getByRole('button', { name: words.next_round, exact: true }).waitFor();
        assert.equal(await scores.locator('h2').textContent(), words.scores_title.replace('{n}', '1'));
        assert.ok(await fits(), `${code}: the scores fit 360 px`);
        if (code === 'ja') assert.deepEqual(await unfaced(b.page), [], 'ja: characters of the scores with no face of the build');
        // The coach's review of the round, in its frame, in the language: its summary one
        // of the phrasebook's three, each moment headed in the language's words.
        {
          await b.page.setViewportSize({ width: 1280, height: 800 });
          await b.page.getByRole('button', { name: words.review_my_round }).click();
          const frame = b.page.frameLocator('iframe.coach-frame');
          const summary = frame.locator('.review-summary');
          await frame.locator('.moment').first().waitFor({ timeout: 90_000 });
          const said = await summary.first().textContent();
          const summaries = ['review_summary_none', 'review_summary_one', 'review_summary_many'].map((k) => explained(words[k]));
          assert.ok(summaries.some((re) => re.test(said)), `${code}: the review's summary: ${said}`);
          const head = await frame.locator('.moment-head').first().textContent();
          assert.ok(head.includes(words.moment_cost.split('{v}')[1]), `${code}: a moment's heading: ${head}`);
          assert.equal(await frame.locator('html').getAttribute('lang'), code);
          await b.page.locator('iframe.coach-frame').screenshot({ path: `tests/artifacts/language-${code}-review-1280x800.png` });
          await b.page.getByRole('button', { name: words.close_review }).click();
          await b.page.setViewportSize({ width: 360, height: 780 });
        }
        // Each score card's count-up at its figure (the screen readers' copy beside it).
        await b.page.waitForFunction(() => [...document.querySelectorAll('.count-up')].every((c) => c.textContent === c.nextElementSibling?.textContent));
        await scores.screenshot({ path: `tests/artifacts/language-${code}-scores-360x780.png` });
        assert.deepEqual(b.errors, []);
      } finally {
        await b.close();
      }
    }
  });
  test('a host page embeds examples in its language: German by <html lang>, Japanese by data-lang', { timeout: 90_000 }, async () => {
    // A smear, played out by Next: the widget's buttons, its explanation of each move
    // and the example's players in the host's language.
    const SMEAR = {
      mode: 'pointillism', players: 3, bids: ['B', 'null', 'G'],
      hands: [['B2', 'Y1'], ['B4', 'R3'], ['Y2', 'G5', 'G7']], actions: ['play B2', 'play B4', 'smear Y2 G7'],
    };
    const json = JSON.stringify(SMEAR).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    const pages = {
      '/host-de.html': `<!DOCTYPE html><html lang="de-AT"><head><title>Pala erklärt</title></head><body><p>Ein Beispiel:</p><div id="w" data-pala-scenario='${json}'></div><script type="module" src="/embed.js"></script></body></html>`,
      '/host-ja.html': `<!DOCTYPE html><html lang="en"><head><title>Pala</title></head><body><div id="w" data-lang="ja" data-pala-scenario='${json}'></div><script type="module" src="/embed.js"></script></body></html>`,
    };
    for (const [path, words, code] of [['/host-de.html', de, 'de'], ['/host-ja.html', ja, 'ja']]) {
      const b = await open({ extra: pages, viewport: { width: 360, height: 780 } });
      try {
        await b.page.goto(b.origin + path);
        const widget = b.page.locator('#w');
        const next = widget.getByRole('button', { name: words.widget_next, exact: true });
        await next.waitFor({ timeout: 20_000 });
        assert.equal(await widget.locator('[lang]').first().getAttribute('lang'), code, `${code}: the widget says its language`);
        for (let i = 0; i < 3; i++) await next.click();
        const explained = await widget.locator('.explain').textContent();
        // The smear said in the language's words (its template's fixed words), the
        // cards in the language's names, the players named in it.
        const fixed = words.explain_smear.split(/\{\w+\}|\[[^\]]*\]/).map((t) => t.trim()).filter((t) => t.length > 3);
        assert.ok(fixed.every((t) => explained.includes(t)), `${code}: the smear explained: ${explained}`);
        assert.ok(explained.includes(words.player_n.replace('{n}', '3')), `${code}: ${explained}`);
        assert.ok(await widget.evaluate((w) => w.shadowRoot.textContent).then((t) => !/\b(Next|Back|Reset|Player)\b/.test(t)), `${code}: English left in the widget`);
        if (code === 'ja') assert.deepEqual(await unfaced(b.page, '#w'), [], 'ja: characters of the widget with no face of the build');
        assert.ok(await b.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${code}: the widget fits 360 px`);
        await widget.screenshot({ path: `tests/artifacts/language-${code}-embed-360x780.png` });
        assert.deepEqual(b.errors, []);
      } finally {
        await b.close();
      }
    }
  });

  test('the lessons and the full rules page in German and Japanese: a lesson played through in its words, the rules\' live examples in the page\'s language', { timeout: 120_000 }, async () => {
    for (const [code, words] of [['de', de], ['ja', ja]]) {
      const lesson = JSON.parse(readFileSync(`static/lessons/${code}/4-smearing.json`, 'utf8'));
      const moves = JSON.parse(readFileSync('static/lessons/4-smearing.json', 'utf8')).steps;
      for (const [size, viewport] of [['360x780', { width: 360, height: 780 }], ['1280x800', { width: 1280, height: 800 }]]) {
        const b = await open({ viewport });
        try {
          await b.page.goto(`${b.origin}/?lang=${code}&learn#lesson=first-game.4`);
          await b.page.getByRole('heading', { name: words.lessons_title }).waitFor({ timeout: 20_000 });
          assert.equal(await b.page.evaluate(() => document.documentElement.lang), code);
          const widget = b.page.locator('.pala-widget');
          assert.equal(await widget.locator('.heading').innerText(), lesson.title);
          // Every step in the language's words; the lesson's own moves by Next, the
          // learner's by Show me.
          for (const [k, step] of lesson.steps.entries()) {
            await widget.getByText(words.lesson_step.replace('{n}', k + 1).replace('{total}', lesson.steps.length)).waitFor();
            assert.equal(await widget.locator('.lesson-say').innerText(), step.say, `${code}: step ${k + 1}`);
            if (k === 2 && size === '360x780') await b.page.screenshot({ path: `tests/artifacts/language-${code}-lesson-360x780.png`, fullPage: true });
            const button = moves[k].auto ? words.widget_next : words.show_me;
            await widget.getByRole('button', { name: button, exact: true }).click();
          }
          await widget.getByText(words.lesson_done, { exact: true }).waitFor();
          assert.equal(await widget.locator('.lesson-say').innerText(), lesson.end, `${code}: the lesson's end`);
          const text = await b.page.evaluate(() => document.body.innerText);
          assert.equal(english(text, /\b(the|and|you|Next|Back|Step|lesson|Player)\b/), null, `${code}: English on the lessons' page`);
          if (code === 'ja') assert.deepEqual(await unfaced(b.page), [], 'ja: characters with no face of the build');
          assert.ok(await b.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${code}: the lesson fits ${size}`);
          if (size === '1280x800') await b.page.screenshot({ path: `tests/artifacts/language-${code}-lesson-1280x800.png` });
          // The full rules page in the language, its live examples speaking it.
          await b.page.goto(`${b.origin}/rules.${code}.html`);
          const example = b.page.locator('.example').first();
          await example.getByRole('button', { name: words.widget_next, exact: true }).waitFor({ timeout: 20_000 });
          assert.equal(await b.page.evaluate(() => document.documentElement.lang), code);
          if (code === 'ja') assert.deepEqual(await unfaced(b.page), [], 'ja: characters of the rules page with no face of the build');
          assert.ok(await b.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${code}: the rules page fits ${size}`);
          await b.page.screenshot({ path: `tests/artifacts/language-${code}-rules-page-${size}.png` });
          assert.deepEqual(b.errors, []);
        } finally {
          await b.close();
        }
      }
    }
  });

  test('the puzzles and the deal of the day in German and Japanese', { timeout: 120_000 }, async () => {
    const w = await workerFiles();
    // A day played, whose Master round cannot run (the worker blocked): the page's words
    // around it, quickly.
    const DAY = 335;
    const BOOK = JSON.stringify({ version: 1, seen: null, days: { [DAY]: { you: { score: 3, won: [true, false], moves: [[0, 'bid R'], [1, 'play R5']] }, on_day: true, master: null, again: 0 } } });
    for (const [code, words] of [['de', de], ['ja', ja]]) {
      const b = await open({ viewport: { width: 360, height: 780 }, extra: { [w.wasm]: { status: 404, body: 'blocked' } } });
      try {
        await b.page.goto(`${b.origin}/?lang=${code}&puzzles#puzzle=1`);
        await b.page.getByRole('heading', { name: new RegExp(`^${escape(words.puzzle_title.replace('{n}', 1).replace('{table}', ''))}`) }).waitFor({ timeout: 30_000 });
        assert.equal(await b.page.locator('.task').innerText(), words.puzzle_task);
        await b.page.getByRole('button', { name: words.show_me, exact: true }).click();
        const verdict = await b.page.locator('.puzzle-verdict').innerText();
        assert.ok(verdict.includes(words.puzzle_given_up.split('{answer}')[0]), `${code}: the answer shown: ${verdict}`);
        const text = await b.page.evaluate(() => document.body.innerText);
        assert.equal(english(text, /\b(the|and|your|Puzzle|Show me|Next|best move|points)\b/), null, `${code}: English on the puzzles' page`);
        if (code === 'ja') assert.deepEqual(await unfaced(b.page), [], 'ja: characters with no face of the build');
        assert.ok(await b.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${code}: the puzzle fits 360 px`);
        await b.page.screenshot({ path: `tests/artifacts/language-${code}-puzzle-360x780.png`, fullPage: true });

        await b.context.clock.setFixedTime(new Date('2026-12-01T20:00:00Z'));
        await b.page.goto(b.origin + '/__tests__/blank.html');
        await b.page.evaluate((t) => { localStorage.clear(); localStorage.setItem('pala.daily', t); }, BOOK);
        await b.page.goto(`${b.origin}/?lang=${code}&daily#daily=${DAY}`);
        const lost = words.daily_master_lost.replace('{again}', words.daily_try_again);
        await b.page.getByText(lost, { exact: true }).waitFor({ timeout: 20_000 });
        await b.page.getByRole('button', { name: words.daily_try_again, exact: true }).waitFor();
        const day = code === 'de' ? '1. Dezember' : '12月1日';
        await b.page.getByRole('button', { name: `${day}${code === 'de' ? ': ' : '：'}${words.daily_on_its_day}` }).waitFor();
        const daily = await b.page.evaluate(() => document.body.innerText);
        assert.equal(english(daily, /\b(the|and|your|Master|Try again|played|Streak|Tu|We|Th|Su)\b/), null, `${code}: English on the deal of the day's page`);
        if (code === 'ja') assert.deepEqual(await unfaced(b.page), [], 'ja: characters with no face of the build');
        assert.ok(await b.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${code}: the day fits 360 px`);
        await b.page.screenshot({ path: `tests/artifacts/language-${code}-daily-360x780.png`, fullPage: true });
      } finally {
        await b.close();
      }
    }
  });

  test('the studio in German and Japanese: its sections, notes and the lesson as it will be embedded', { timeout: 90_000 }, async () => {
    for (const [code, words] of [['de', de], ['ja', ja]]) {
      const b = await open({ viewport: { width: 360, height: 780 } });
      try {
        await b.page.goto(`${b.origin}/?lang=${code}&studio#studio`);
        await b.page.getByRole('heading', { name: words.studio_heading }).waitFor({ timeout: 20_000 });
        assert.equal(await b.page.evaluate(() => document.documentElement.lang), code);
        await b.page.locator('.studio-table .pala-widget .explain').waitFor();
        const text = await b.page.evaluate(() => document.body.innerText);
        assert.equal(english(text, /\b(the|and|your|Draft|Title|Deal|Players|Dealer|Step|Play|bids?|Copy|Share)\b/), null, `${code}: English in the studio`);
        for (const head of [words.studio_deal_head, words.studio_bidding_head, words.studio_table_head, words.studio_steps_head, words.studio_result_head]) {
          await b.page.getByRole('heading', { name: head, exact: true }).waitFor();
        }
        if (code === 'ja') assert.deepEqual(await unfaced(b.page), [], 'ja: characters of the studio with no face of the build');
        assert.ok(await b.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${code}: the studio fits 360 px`);
        await b.page.screenshot({ path: `tests/artifacts/language-${code}-studio-360x780.png` });
        assert.deepEqual(b.errors, []);
      } finally {
        await b.close();
      }
    }
  });

  test('a whole round in German and in Japanese, chosen by the browser\'s language, at 390 px: every prompt in the language, to the round\'s scores', { timeout: 120_000 }, async () => {
    const settings = JSON.stringify({
      mode: 'impressionism', players: 3, seats: [{ kind: 'human' }, { kind: 'ai', level: 'Medium' }, { kind: 'ai', level: 'Medium' }],
      first_dealer: null, speed: 'Instant', seed: 4049, colorblind: false, auto_forced: false, wait_after_trick: false, sound: false,
    });
    for (const [code, words, locale] of [['de', de, 'de-DE'], ['ja', ja, 'ja-JP']]) {
      const b = await open({ locale, viewport: { width: 390, height: 844 } });
      try {
        await b.page.goto(b.origin + '/__tests__/blank.html');
        await b.page.evaluate((s) => { localStorage.clear(); localStorage.setItem('pala.settings', s); }, settings);
        await b.page.goto(b.origin + '/');
        await b.page.getByRole('button', { name: words.start_game, exact: true }).click();
        // Every prompt the round shows, read as it changes.
        await b.page.evaluate(() => {
          window.__prompts = new Set();
          new MutationObserver(() => { const p = document.querySelector('.prompt')?.textContent; if (p) window.__prompts.add(p); })
            .observe(document.body, { subtree: true, childList: true, characterData: true });
        });
        const moves = await playToEnd(b.page, { list: true, words, stopAtRoundEnd: true, choose: (names) => names.length - 1 });
        await b.page.getByRole('button', { name: words.next_round, exact: true }).waitFor();
        const prompts = await b.page.evaluate(() => [...window.__prompts]);
        assert.ok(moves >= 5 && prompts.length >= 5, `${code}: a round of ${moves} moves, ${prompts.length} prompts`);
        for (const p of prompts) assert.equal(english(p, /\b(the|and|you|your|play|Waiting|thinking|trick|card)\b/i), null, `${code}: a prompt in English`);
        const text = await b.page.evaluate(() => document.body.innerText);
        assert.equal(english(text, /\b(the|and|your|Round|Score|Total|points|trick)\b/), null, `${code}: English at the round's end`);
        if (code === 'ja') assert.deepEqual(await unfaced(b.page), [], 'ja: characters with no face of the build');
        assert.ok(await b.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${code}: the round's end fits 390 px`);
        // The round's scores counted up to their totals before the picture.
        await b.page.waitForFunction(() => [...document.querySelectorAll('.score-card h3')].every((h) => h.querySelector('.count-up')?.textContent === h.querySelector('.sr-only')?.textContent));
        await b.page.screenshot({ path: `tests/artifacts/language-${code}-round-end-390x844.png`, fullPage: true });
        assert.deepEqual(b.errors, []);
      } finally {
        await b.close();
      }
    }
  });
});
