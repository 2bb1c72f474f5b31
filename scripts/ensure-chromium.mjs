#!/usr/bin/env node
// The browser tests use Debian's Chromium at /usr/bin/chromium (Playwright downloads nothing).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it first, e.g.: sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing it with apt-get…');
  execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} still does not exist.`);
    process.exit(1);
  }
}
