// Lessons: the guided first game, completed through the UI alone (each step's move made
// with the cards, the chips, the board or the tie buttons; the widget's own moves on
// Next), a wrong move answered with the step's hint, and a teacher's lesson in the
// rules widget, where one asking for an illegal move is refused with a clear error.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { open, shareBrowser } from './browser.mjs';
import { afterTap, completion } from './play.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

const COLOURS = { R: 'Red', O: 'Orange', Y: 'Yellow', G: 'Green', B: 'Blue', P: 'Purple' };
/** "R5" -> "Red 5". */
const cardName = (c) => `${COLOURS[c[0].toUpperCase()]} ${c.slice(1)}`;
const SPACES = { cancel: 'Cancel', '+0': '+0', '+1': '+1', '+2': '+2', '+face': '+Face' };

async function lessons() {
  const dir = new URL('../../static/lessons/', import.meta.url);
  const names = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(names.map(async (f) => JSON.parse(await readFile(new URL(f, dir), 'utf8'))));
}

/** Makes `move` (the notation) with the table's controls, as a player would. */
async function make(page, move) {
  const hand = page.getByRole('list', { name: 'Your hand' });
  const card = (c) => hand.getByRole('button', { name: new RegExp(`^${cardName(c)}\\b`) }).first();
  const [verb, ...rest] = move.trim().split(/\s+/);
  if (verb === 'play') {
    await card(rest[0]).click();
    // A card that could also start a mix is picked and waits for "Play ... alone" (a
    // smear must be chosen first); any other is played at once. Either is in the page
    // once the tap's deferred render is; a picked card then waits for its choices.
    await afterTap(page);
    const alone = page.getByRole('button', { name: /^Play .* alone$/ });
    if (await hand.getByRole('button', { pressed: true }).count()) await completion(page);
    if (await alone.isVisible()) await alone.click();
  } else if (verb === 'mix') {
    await card(rest[0]).click();
    await card(rest[1]).click();
  } else if (verb === 'smear') {
    // One tap junks; a smear is chosen first, and a card with one smear makes it at once.
    await page.getByRole('button', { name: 'Smear', exact: true }).click();
    await afterTap(page);
    await card(rest[0]).click();
    await afterTap(page);
    if (await hand.getByRole('button', { pressed: true }).count()) await card(rest[1]).click();
  } else if (verb === 'pass') {
    await page.getByRole('button', { name: 'Pass', exact: true }).click();
  } else if (verb === 'win' || verb === 'lose') {
    await page.getByRole('button', { name: verb === 'win' ? 'Win the tie' : 'Lose the tie' }).click();
  } else if (verb === 'bid' && rest[0] === 'null') {
    await page.getByRole('button', { name: 'Bid null (no tricks)' }).click();
    const bid = page.locator('.bid-button');
    if (await bid.isEnabled()) await bid.click();
  } else if (verb === 'bid') {
    for (const c of rest) await page.getByRole('button', { name: `${COLOURS[c]} chip` }).click();
    await page.locator('.bid-button').click();
  } else if (verb === 'place') {
    await card(rest[1]).click();
    await page.getByRole('region', { name: 'Bid board' })
      .getByRole('button', { name: new RegExp(`^Place ${cardName(rest[1])} on ${SPACES[rest[0]].replace('+', '\\+')}`) }).click();
  } else {
    throw new Error(`no way to make "${move}" in this test`);
  }
}

// Three at a time, each in a context of its own: no check here times anything.
describe('lessons, three at a time', { concurrency: 3 }, () => {
  test('keyboard only, the focus stays in the lesson after every move, Smear included', { timeout: 60_000 }, async () => {
    const b = await open();
    try {
      await b.page.goto(b.origin + '/?learn#lesson=first-game');
      await b.page.getByRole('button', { name: /^4\. Smearing/ }).click();
      const widget = b.page.locator('.pala-widget');
      await widget.getByText('Step 1 of 6').waitFor();
      const hand = b.page.getByRole('list', { name: 'Your hand' });
      const card = (c) => hand.getByRole('button', { name: new RegExp(`^${cardName(c)}\\b`) }).first();
      const focus = () => b.page.evaluate(() => {
        const a = document.activeElement;
        return a?.closest('.pala-widget') ? (a.getAttribute('aria-label') || a.textContent).trim() : null;
      });
      const enter = async (what) => {
        await b.page.keyboard.press('Enter');
        await afterTap(b.page);
        assert.ok(await focus(), `after ${what}, the focus is still in the lesson`);
      };
      // Steps 1 and 2: the lesson's own moves, by Next.
      await widget.getByRole('button', { name: 'Next', exact: true }).focus();
      await enter('Next');
      await enter('Next again');
      // Step 3: a smear, made by keys: Smear, then Yellow 2 and Green 7.
      await widget.getByRole('button', { name: 'Smear', exact: true }).focus();
      await enter('Smear');
      await card('Y2').focus();
      await enter('picking Yellow 2');
      if (await hand.getByRole('button', { pressed: true }).count()) {
        await card('G7').focus();
        await enter('Green 7, completing the smear');
      }
      await widget.getByText('Step 4 of 6').waitFor();
      // Step 4: lead Yellow 5; then the lesson's own moves, Enter on the Next the focus
      // came to.
      await card('Y5').focus();
      await enter('leading Yellow 5');
      await widget.getByText('Step 5 of 6').waitFor();
      assert.equal(await focus(), 'Next', 'the focus waits on Next for the lesson\'s own move');
      await enter('Next');
      await enter('Next');
      await widget.getByText('Lesson done').waitFor();
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  for (const [size, viewport] of [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]]) {
    test(`the guided first game, ${size}: "Learn to play", then every lesson through the UI alone`, { timeout: 240_000 }, async () => {
      const b = await open({ viewport });
      try {
        const all = await lessons();
        await b.page.goto(b.origin + '/');
        await b.page.getByRole('link', { name: 'Learn to play' }).click();
        await b.page.getByRole('heading', { name: 'Learn to play Pala' }).waitFor({ timeout: 20_000 });
        for (const [n, lesson] of all.entries()) {
          const widget = b.page.locator('.pala-widget');
          assert.equal(await widget.locator('.heading').innerText(), lesson.title);
          for (const [k, step] of lesson.steps.entries()) {
            await widget.getByText(`Step ${k + 1} of ${lesson.steps.length}`).waitFor();
            assert.equal(await widget.locator('.lesson-say').innerText(), step.say);
            if (step.auto) {
              // A step the lesson plays itself: the mover's hand lies face up in its row,
              // and after the first move the lesson says what Next will show.
              const mover = widget.locator('.hand-row.moving');
              assert.ok((await mover.locator('.held img, .held .card').count()) > 0, `${lesson.title}, step ${k + 1}: the mover's hand is face up`);
              if (k > 0) assert.match(await widget.locator('.lesson-next').innerText(), /^Press Next to see (your|Player \d's) move:$/);
              if (n === 3 && k === 1) await b.page.screenshot({ path: `tests/artifacts/lesson-4-automatic-step-${size}.png`, fullPage: true });
              await widget.getByRole('button', { name: 'Next', exact: true }).click();
            } else {
              await make(b.page, step.move);
            }
          }
          assert.equal(await widget.locator('.lesson-say').innerText(), lesson.end, `${lesson.title} ends`);
          // Done: no step button left. A lesson that invites the learner to play on lets
          // them (the round goes on, a player is asked for a move); one whose round is
          // over asks for none.
          assert.equal(await widget.getByRole('button', { name: 'Next', exact: true }).count(), 0, `${lesson.title}: no Next once done`);
          await widget.getByText('Lesson done').waitFor();
          const asked = await widget.locator('.seat.to-move').count();
          if (/play on/i.test(lesson.end)) {
            assert.equal(asked, 1, `${lesson.title}: the learner may play on`);
            assert.equal(await widget.getByText(/^(Your move|Try a move for Player \d)\./).count(), 1, `${lesson.title}: a move is asked for`);
          } else {
            assert.equal(asked, 0, `${lesson.title}: no seat glows "to move" once the round is over`);
            assert.equal(await widget.getByText('to move', { exact: true }).count(), 0, `${lesson.title}: no "to move" label`);
          }
          if (n === 0 || n === 3) await b.page.screenshot({ path: `tests/artifacts/lesson-${n + 1}-done-${size}.png`, fullPage: true });
          if (n + 1 < all.length) await b.page.getByRole('button', { name: 'Next lesson' }).click();
        }
        assert.ok(await b.page.getByRole('link', { name: 'Play a game' }).isVisible());
      } finally {
        await b.close();
      }
    });
  }

  test('a wrong move gets the step\'s hint; a teacher\'s lesson plays in the rules widget; a bad one is refused', { timeout: 120_000 }, async () => {
    const b = await open({ viewport: { width: 1280, height: 800 } });
    try {
      const [first] = await lessons();
      await b.page.goto(b.origin + '/?learn#lesson=first-game');
      const widget = b.page.locator('.pala-widget');
      await widget.getByRole('button', { name: 'Next', exact: true }).click();
      await widget.getByRole('button', { name: 'Next', exact: true }).click();
      // Step 3 asks for Red 5; Red 2 is legal but not the lesson's move.
      await b.page.getByRole('list', { name: 'Your hand' }).getByRole('button', { name: /^Red 2\b/ }).click();
      const hint = widget.locator('.lesson-hint');
      assert.equal(await hint.innerText(), `Not quite. ${first.steps[2].hint}`);
      assert.equal(await hint.getAttribute('role'), 'alert');
      await widget.getByText('Step 3 of 3').waitFor();
      await b.page.screenshot({ path: 'tests/artifacts/lesson-hint-1280x800.png', fullPage: true });

      // A teacher's own lesson, in the widget's iframe form.
      const mine = {
        title: 'Copying', scenario: { mode: 'pointillism', players: 3, hands: [['R2', 'R5'], ['R4'], ['R1']], bids: ['R', 'Y', 'B'], leader: 1 },
        steps: [{ say: 'Player 2 leads Red 4.', move: 'play R4', auto: true }, { say: 'Player 3 must copy.', move: 'play R1', auto: true },
          { say: 'You must copy too: beat the Red 4.', move: 'play R5' }],
        end: 'Red 5 wins the trick.',
      };
      await b.page.goto(b.origin + '/?embedded#embed=' + encodeURIComponent(JSON.stringify(mine)));
      await widget.locator('.heading').getByText('Copying').waitFor({ timeout: 20_000 });
      await widget.getByRole('button', { name: 'Next', exact: true }).click();
      await widget.getByRole('button', { name: 'Next', exact: true }).click();
      await make(b.page, 'play R5');
      assert.equal(await widget.locator('.lesson-say').innerText(), 'Red 5 wins the trick.');

      // The same lesson asking for Red 2 to beat the Red 4 is refused when loaded.
      const wrong = { ...mine, steps: [...mine.steps.slice(0, 2), { say: 'Lead again.', move: 'play B9' }] };
      await b.page.goto(b.origin + '/?bad#embed=' + encodeURIComponent(JSON.stringify(wrong)));
      const error = b.page.locator('.pala-widget.error');
      await error.waitFor({ timeout: 20_000 });
      assert.match(await error.innerText(), /Step 3's move, "play B9", cannot be read/);
      const illegal = { ...mine, steps: [...mine.steps.slice(0, 2), { say: 'Play your Red 2 on it.', move: 'play R2' }, { say: 'Again.', move: 'play R5' }] };
      await b.page.goto(b.origin + '/?bad2#embed=' + encodeURIComponent(JSON.stringify(illegal)));
      await error.waitFor({ timeout: 20_000 });
      assert.match(await error.innerText(), /Step 4 asks for play R5, which is not allowed there: /);
    } finally {
      await b.close();
    }
  });
});
