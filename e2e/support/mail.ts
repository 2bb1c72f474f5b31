import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';

/** The e2e server keeps every e-mail as an .eml file under DATA_DIR/outbox (docs/product.md#10-running-it). */
const TMP_DIR = fileURLToPath(new URL('../../.tmp/', import.meta.url));

async function outboxFiles(): Promise<string[]> {
  const runs = (await readdir(TMP_DIR).catch(() => [] as string[])).filter((name) => /^e2e-\d+$/.test(name));
  const files: { path: string; time: number }[] = [];
  for (const run of runs) {
    const outbox = join(TMP_DIR, run, 'outbox');
    for (const name of await readdir(outbox).catch(() => [] as string[])) {
      if (!name.endsWith('.eml')) continue;
      const path = join(outbox, name);
      files.push({ path, time: (await stat(path)).mtimeMs });
    }
  }
  return files.sort((a, b) => b.time - a.time).map((file) => file.path);
}

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for the newest e-mail to `address` whose subject matches, and answers it. */
export async function waitForMail(
  address: string,
  subject: RegExp,
  timeoutMs = 60_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const path of await outboxFiles()) {
      const mail = await simpleParser(await readFile(path));
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
      if (to.toLowerCase().includes(address.toLowerCase()) && subject.test(mail.subject ?? '')) {
        return { to, subject: mail.subject ?? '', text: mail.text ?? '' };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${address} matching ${subject} arrived within ${timeoutMs} ms`);
}

/** The path and query of the first link to this site in a mail, e.g. /reset-password?token=… */
export function sitePathIn(text: string, pathname: string): string {
  const match = text.match(new RegExp(`https?://[^\\s/]+(${pathname}\\?[^\\s<>"]+)`));
  if (!match?.[1]) throw new Error(`No ${pathname} link in the e-mail`);
  return match[1];
}
