import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEditor } from '../editor/server.ts';
import { launchChromium } from '../pipeline/chromium.ts';

/**
 * Keystroke to preview in the visual editor: types into the home page's hero heading one key at
 * a time, as a person does (a key every 120 ms), and times from each key to the preview showing
 * the heading as typed. Works on a copy of site.yaml; prints the median, the 90th percentile and
 * the slowest. Usage: npm run bench:editor [-- --keys 60]
 */
const args = process.argv.slice(2);
const KEYS = Number(args[args.indexOf('--keys') + 1] || 60);
const PAUSE_MS = 120;
const TEXT = 'Phones, video meetings and shared files for Manitoba offices, set up and looked after';

const folder = mkdtempSync(join(tmpdir(), 'editor-bench-'));
writeFileSync(join(folder, 'site.yaml'), readFileSync('site.yaml', 'utf8'));
cpSync('public', join(folder, 'public'), { recursive: true });
const [editor, browser] = await Promise.all([startEditor({ file: join(folder, 'site.yaml'), publicDir: join(folder, 'public'), port: 0 }), launchChromium()]);

try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(editor.url);
  const heading = page.getByLabel('Heading', { exact: true });
  const shown = page.frameLocator('iframe[title="Preview of the page"]').locator('h1');
  await shown.waitFor({ timeout: 30_000 });
  await heading.fill('');
  await page.waitForTimeout(1000);

  // The server's share of each preview, step by step.
  const steps: { edit: number; check: number; render: number }[] = [];
  page.on('response', (answer) => {
    if (answer.url().endsWith('/api/preview')) void answer.json().then((body: { timings?: (typeof steps)[number] }) => body.timings && steps.push(body.timings)).catch(() => undefined);
  });
  const times: number[] = [];
  // Each timed key's time split three ways, by the page's clock: from the key to its preview request
  // (the page's own work, and any request still under way), the request, and from its answer to the
  // preview showing it.
  const parts: { total: number; before: number; request: number; after: number }[] = [];
  await page.evaluate(() => {
    const keys: number[] = [];
    Object.assign(window, { benchKeys: keys });
    document.addEventListener('keydown', () => keys.push(performance.now()), true);
  });
  /** Texts the preview had not shown 10 s after their key. */
  const missed: string[] = [];
  for (let index = 0; index < KEYS; index += 1) {
    const typed = TEXT.slice(0, (index % TEXT.length) + 1);
    const started = performance.now();
    await heading.press(typed.at(-1) === ' ' ? 'Space' : typed.at(-1)!);
    // A space at the end changes nothing the preview shows: it is typed, not timed.
    if (typed.endsWith(' ')) {
      await page.waitForTimeout(PAUSE_MS);
      continue;
    }
    // The preview is drawn once its text is what was typed (spaces at the ends aside).
    const shownAt = await page
      .waitForFunction(
        (expected) =>
          document.querySelector<HTMLIFrameElement>('iframe[title="Preview of the page"]')?.contentDocument?.querySelector('h1')?.textContent?.trim() === expected && performance.now(),
        typed.trim(),
        { timeout: 10_000, polling: 'raf' },
      )
      .then(
        async (handle) => (await handle.jsonValue()) as number,
        () => undefined,
      );
    const drawn = shownAt !== undefined;
    if (drawn) {
      times.push(performance.now() - started);
      const split = await page.evaluate((shown) => {
        const key = (window as unknown as { benchKeys: number[] }).benchKeys.at(-1)!;
        const request = performance
          .getEntriesByType('resource')
          .find((entry): entry is PerformanceResourceTiming => entry.name.endsWith('/api/preview') && entry.startTime >= key && (entry as PerformanceResourceTiming).responseEnd <= shown);
        return request ? { total: shown - key, before: request.startTime - key, request: request.responseEnd - request.startTime, after: shown - request.responseEnd } : undefined;
      }, shownAt);
      if (split) parts.push(split);
    }
    else missed.push(typed);
    if (typed.length === TEXT.length) await heading.fill('');
    await page.waitForTimeout(PAUSE_MS);
  }
  if (missed.length > 0) console.log(`${missed.length} of ${KEYS} keys were not shown within 10 s: ${missed.map((text) => JSON.stringify(text)).join(', ')}`);
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!);
    return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, slowest ${Math.round(sorted.at(-1)!)} ms`;
  };
  console.log(`keystroke to preview over ${parts.length} keys (spaces not timed), from the key's event to the preview showing it: ${summary(parts.map((part) => part.total))}`);
  console.log(`the same seen by the test driver, its own round trip to the browser included: ${summary(times)}`);
  const middle = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);
  console.log(
    `in the page, median of ${parts.length} keys: key to request ${middle(parts.map((part) => part.before))} ms, request ${middle(parts.map((part) => part.request))} ms, answer to preview ${middle(parts.map((part) => part.after))} ms`,
  );
  console.log(
    `server, median of ${steps.length} previews: edits written ${middle(steps.map((step) => step.edit))} ms, checked ${middle(steps.map((step) => step.check))} ms, drawn ${middle(steps.map((step) => step.render))} ms`,
  );
} finally {
  await browser.close();
  await editor.close();
  rmSync(folder, { recursive: true, force: true });
}
