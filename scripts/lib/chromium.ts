import { execFileSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import chromiumArgs from './chromium-args.json' with { type: 'json' };

/** Debian's Chromium (never a downloaded one); CHROME_PATH overrides. */
export const chromiumPath = (): string => {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Chromium is missing: run `npm run setup:browser` (Debian package chromium).');
  }
};

/** The flags every headless run uses (also read by the story tests' config). */
export { chromiumArgs };

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
  });
