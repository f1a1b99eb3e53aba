// Plays Pala through the UI as a person would: finds controls by role and accessible
// name, and picks among the moves the table offers.

/** Sets up a game on the new-game screen. `seats` are 'human' or a level name. */
export async function startGame(page, { mode, players, seats, speed = 'Instant', seed = '7' }) {
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('radio', { name: new RegExp(mode, 'i') }).check();
  await page.getByLabel('Players').selectOption(String(players));
  for (let i = 0; i < players; i++) await page.getByRole('combobox', { name: `Seat ${i + 1}` }).selectOption(seats[i]);
  await page.getByLabel('Animation speed').selectOption(speed);
  await page.getByLabel('Deal number (optional)').fill(String(seed));
  await page.getByRole('button', { name: 'Start game' }).click();
}

/**
 * Plays until the game is over: answers ties, bids chips, picks a legal move, and moves
 * on between rounds. `choose(names)` picks a move by its accessible name (default: the
 * first). Returns the number of the person's actions. `keyboard` uses Tab and Enter.
 */
export async function playToEnd(page, { timeoutMs = 120_000, keyboard = false, choose = (n) => 0, onRoundEnd, stopAtRoundEnd = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  let actions = 0;
  while (Date.now() < deadline) {
    if (await page.getByRole('button', { name: 'Play again' }).isVisible()) return actions;
    const next = page.getByRole('button', { name: 'Next round' });
    if (await next.isVisible()) {
      if (stopAtRoundEnd) return actions;
      if (onRoundEnd) await onRoundEnd();
      await next.click();
      continue;
    }
    const tie = page.getByRole('group', { name: 'Tie decision' });
    if (await tie.isVisible()) {
      await tie.getByRole('button', { name: 'Win the tie' }).click();
      actions++;
      continue;
    }
    const chips = page.getByRole('group', { name: 'Your chip bid' });
    if (await chips.isVisible()) {
      await chips.getByRole('button', { name: 'Red chip' }).click();
      await chips.getByRole('button', { name: 'Yellow chip' }).click();
      await chips.getByRole('button', { name: /^Bid Red and Yellow/ }).click();
      actions++;
      continue;
    }
    const more = page.getByText(/^All \d+ moves$/);
    if (await more.isVisible()) {
      const details = page.locator('details:has(> summary:text-matches("^All \\\\d+ moves$"))');
      if (!(await details.evaluate((d) => d.open))) await more.click();
    }
    const moves = page.getByRole('group', { name: 'Legal moves' }).getByRole('button');
    const count = await moves.count().catch(() => 0);
    if (count > 0) {
      const names = await moves.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
      const pick = moves.nth(choose(names) % count);
      if (keyboard) {
        await pick.focus();
        await page.keyboard.press('Enter');
      } else {
        await pick.click();
      }
      actions++;
      continue;
    }
    await page.waitForTimeout(30);
  }
  await page.screenshot({ path: 'tests/artifacts/stuck.png', fullPage: true });
  throw new Error(`the game did not end in time (${actions} moves made; see tests/artifacts/stuck.png)`);
}
