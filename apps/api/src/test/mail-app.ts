import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './app';
import { startSmtpServer, type TestSmtpServer } from './smtp';

// Live bindings: set by useMailApp's beforeAll, read by the test files that import them.
export let t: TestApp;
export let smtp: TestSmtpServer;

/** A test app that sends its mail to a real SMTP server, for the tests of one file; `env`: more settings. */
export function useMailApp(env: Record<string, string> = {}) {
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, ...env } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
}
