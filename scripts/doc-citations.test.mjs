import { describe, expect, it } from 'vitest';
import { anchorsOf, citationProblems, slugOf } from './doc-citations.mjs';

const product = [
  '# Skylark — the product',
  '## 14. Bookings and payment',
  '### 14.6 Online check-in and boarding passes',
  '### 14.7 Cancelling with a quote, and refunds',
  '```',
  '## not a heading',
  '```',
  '### Notes',
  '### Notes',
].join('\n');
const docs = new Map([['docs/product.md', product]]);
const problemsOf = (files) =>
  citationProblems(new Map([...docs, ...Object.entries(files)]), (doc) => docs.get(doc));

describe("lint:docs' citations", () => {
  it('slugs headings as GitHub does, repeats numbered, code blocks skipped', () => {
    expect(slugOf("The desk's day: flights, the audit trail and roles")).toBe(
      'the-desks-day-flights-the-audit-trail-and-roles',
    );
    expect(slugOf('`GET /user/bookings` and [links](x.md)')).toBe('get-userbookings-and-links');
    expect([...anchorsOf(product)]).toEqual([
      'skylark--the-product',
      '14-bookings-and-payment',
      '146-online-check-in-and-boarding-passes',
      '147-cancelling-with-a-quote-and-refunds',
      'notes',
      'notes-1',
    ]);
  });

  it('passes anchors that name a heading, and a standard cited by section', () => {
    expect(
      problemsOf({
        'apps/api/src/refunds.ts':
          '// docs/product.md#147-cancelling-with-a-quote-and-refunds (RFC 5545 §3.1)',
        'docs/guide.md':
          'See [refunds](product.md#147-cancelling-with-a-quote-and-refunds) and [notes](#a).\n## A',
      }),
    ).toEqual([]);
  });

  it('fails an anchor no heading has, a missing doc, and a section number in code', () => {
    expect(
      problemsOf({
        'apps/api/src/refunds.ts': [
          '// refunds (docs/product.md#146-cancelling-with-a-quote-and-refunds)',
          '// the fare rules (docs/rules.md#refunds)',
          '/** refunds (docs/product.md §14.6) */',
        ].join('\n'),
        'docs/guide.md': 'See [check-in](product.md#14.6).',
      }),
    ).toEqual([
      'apps/api/src/refunds.ts:1: docs/product.md has no heading #146-cancelling-with-a-quote-and-refunds',
      'apps/api/src/refunds.ts:2: docs/rules.md does not exist',
      'apps/api/src/refunds.ts:3: cites a section by number (§14.6): cite docs/product.md#<heading-anchor>',
      'docs/guide.md:1: docs/product.md has no heading #14.6',
    ]);
  });
});
