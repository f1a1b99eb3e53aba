// Scratch (not a test): screenshots of chosen positions at chosen sizes, for looking.
// node tests/e2e/shoot.mjs out-dir 390x844,1280x800 pointillism-4:mix impressionism-4:bidding
// (SHOOT_LOCALE=de-DE for a browser whose language is German.)
import { open } from './browser.mjs';
import { openPosition, positions, settle } from './play.mjs';
const [out, sizes, ...scenes] = process.argv.slice(2);
const all = await positions();
for (const size of sizes.split(',')) {
  const [w, h] = size.split('x').map(Number);
  const b = await open({ viewport: { width: w, height: h }, ...(process.env.SHOOT_LOCALE ? { locale: process.env.SHOOT_LOCALE } : {}) });
  for (const scene of scenes) {
    const [table, name] = scene.split(':');
    await openPosition(b.page, b.origin, all[table][name], { settings: { wait_after_trick: true } });
    // The position drawn (the hand, or a round's scores), then nothing moving.
    await b.page.locator('.hand, .scores').first().waitFor();
    await settle(b.page);
    await b.page.screenshot({ path: `${out}/${table}-${name}-${w}x${h}.png` });
  }
  if (b.errors.length) console.log(b.errors);
  await b.close();
}
