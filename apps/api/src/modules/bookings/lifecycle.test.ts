import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIFECYCLE } from './lifecycle';

const product = readFileSync(
  fileURLToPath(new URL('../../../../../docs/product.md', import.meta.url)),
  'utf8',
);

/** The arrows of the lifecycle's diagram in docs/product.md: "FROM --> TO: label". */
function diagramArrows(): string[] {
  const section = product.slice(product.indexOf("### 14.12 The booking's lifecycle"));
  const diagram = /```mermaid\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return diagram
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.includes('-->'))
    .sort();
}

/** The arrows the table gives: one per status an event may come from ([*] for the one that makes a booking). */
function tableArrows(): string[] {
  return Object.values(LIFECYCLE)
    .flatMap((event) => {
      const from: readonly string[] = event.from.length === 0 ? ['[*]'] : event.from;
      return from.map((status) => `${status} --> ${event.to ?? status}: ${event.label}`);
    })
    .sort();
}

describe("the booking's lifecycle", () => {
  it('is drawn in docs/product.md exactly as the table in lifecycle.ts has it', () => {
    expect(diagramArrows()).toEqual(tableArrows());
  });

  it('is the one place that writes a booking status', () => {
    const src = fileURLToPath(new URL('../../', import.meta.url));
    const writers = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('lifecycle.ts'))
      .filter((file) =>
        /\.set\(\{[^}]*bookingStatus|set\s+booking_status\s*=/.test(readFileSync(join(src, file), 'utf8')),
      );
    expect(writers).toEqual([]);
  });
});
