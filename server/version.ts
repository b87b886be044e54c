import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AppVersion {
  /** package.json's version (semver). */
  version: string;
  /** The commit built, when known. */
  commit: string | null;
}

/** The nearest package.json above this module: the project's, from the sources or a build. */
const packageRoot = () => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server');
    dir = parent;
  }
  return dir;
};

/**
 * The version the server runs: package.json's, and the commit from APP_COMMIT (set when the
 * image or the release is built) or, when the server runs from a git checkout, its HEAD.
 */
export const appVersion = (appCommit: string | undefined): AppVersion => {
  const root = packageRoot();
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  if (appCommit) return { version, commit: appCommit.trim() };
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return { version, commit: head.trim() };
  } catch {
    // No git, or not a checkout.
    return { version, commit: null };
  }
};
