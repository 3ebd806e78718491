import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

/**
 * Headless Chromium for the browser tests: Debian's `chromium`, installed with apt when missing
 * and the tests run as root (CI on a fresh machine). One test file installs, the others wait on
 * a lock folder. Where no browser can be had, `reason` says why and the tests skip.
 */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium'];
const LOCK = join(tmpdir(), 'docs-cli-chromium-install.lock');
const INSTALL_MINUTES = 15;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const found = () => [process.env.CHROMIUM_PATH, ...CANDIDATES].find((p): p is string => !!p && existsSync(p));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function install(): Promise<void> {
  const deadline = Date.now() + INSTALL_MINUTES * 60_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // Another test file is installing; a lock older than the install limit is stale.
      if (found()) return;
      if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })!.mtimeMs > INSTALL_MINUTES * 60_000) rmdirSync(LOCK);
      if (Date.now() > deadline) throw new Error('timed out waiting for another chromium install');
      await sleep(1000);
    }
  }
  try {
    if (found()) return;
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { stdio: 'ignore', env, timeout: INSTALL_MINUTES * 60_000 });
    execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'ignore', env, timeout: INSTALL_MINUTES * 60_000 });
  } finally {
    rmdirSync(LOCK);
  }
}

export interface ChromiumLookup {
  path?: string;
  reason?: string;
}

export async function findChromium(): Promise<ChromiumLookup> {
  const path = found();
  if (path) return { path };
  if (process.getuid?.() !== 0)
    return {
      reason: 'chromium is not installed and the tests do not run as root to install it (apt-get install chromium)',
    };
  try {
    await install();
  } catch (error) {
    return { reason: `chromium could not be installed: ${(error as Error).message}` };
  }
  const installed = found();
  return installed ? { path: installed } : { reason: 'apt-get installed no chromium binary' };
}

export async function launchChromium(executablePath: string): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/** Screenshots for people to look at, one per check. */
export const SCREENSHOTS = join(process.cwd(), 'test-results', 'published');
