// Screenshots of pages in both languages, to look at what we build:
//   tsx scripts/screenshot.ts <url> [<url>...] [--out dir] [--width 1280] [--height 800]
// writes <dir>/<name>.<lang>.<width>.png for each url and each of fr, en.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: 'screenshots' },
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '800' },
    token: { type: 'string' },
  },
});
const width = Number(values.width);
const height = Number(values.height);
mkdirSync(values.out, { recursive: true });

const browser = await launchChromium();
try {
  for (const url of positionals) {
    for (const language of ['fr', 'en']) {
      const context = await browser.newContext({ viewport: { width, height } });
      await context.addInitScript(
        ([lang, token]) => {
          localStorage.setItem('language', lang ?? 'fr');
          if (token) localStorage.setItem('token', token);
        },
        [language, values.token],
      );
      const page = await context.newPage();
      page.on('console', (m) => m.type() === 'error' && console.error(`[${url}] ${m.text()}`));
      page.on('pageerror', (e) => console.error(`[${url}] ${e.message}`));
      await page.goto(url, { waitUntil: 'networkidle' });
      // Lazy screens and Storybook render after the network settles: wait for content.
      await page.waitForFunction(
        () => !!document.querySelector('#root, #storybook-root')?.textContent?.trim(),
      );
      await page.waitForTimeout(300);
      const { pathname, search } = new URL(url);
      const name = `${pathname}${search}`.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
      const file = `${values.out}/${name}.${language}.${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
