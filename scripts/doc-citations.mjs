/**
 * The citations `npm run lint:docs` checks, as functions of file texts so that a test can seed a
 * violation. A doc is cited by heading anchor (`docs/product.md#147-cancelling-with-a-quote-and-refunds`),
 * never by section number in code: a number moves when a section is added, a heading says what it holds.
 */
import { posix } from 'node:path';

/** A heading's text as GitHub renders it: no closing hashes, links as their text, no HTML. */
function headingText(raw) {
  let text = raw.trimEnd();
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end--;
  if (end < text.length && (end === 0 || text[end - 1] === ' ')) text = text.slice(0, end);
  return text.replace(/!?\[([^[\]]*)\]\([^()]*\)/g, '$1').replace(/<[^<>]+>/g, '');
}

/** GitHub's slug of a heading: lower case, punctuation dropped but hyphens, each space a hyphen. */
export function slugOf(text) {
  return headingText(text)
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings; a repeated heading gets -1, -2 as on GitHub. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.*)$/.exec(line);
    if (!heading) continue;
    const base = slugOf(heading[1]);
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** A file of code (not Markdown): it cites docs by anchor only. */
const isCode = (file) => !file.endsWith('.md');

// "docs/product.md#14-bookings-and-payment", "docs/decisions/024-bookings-in-batches.md#why"
const docAnchor = /(?<![\w/.-])(docs\/[\w./-]+\.md)#([\p{L}\p{M}\p{N}_-]+)/gu;
// a Markdown link with an anchor: "[x](product.md#…)", "[x](../product.md#…)", "[x](#…)"
const linkAnchor = /\]\(((?:[^)#\s]*\.md)?)#([^)\s]+)\)/g;
// a section number in code: "§14.6", "(§2.3, §9)"; a standard's ("RFC 5545 §3.1") is not ours
const sectionNumber = /(?<!RFC \d+ )§\s?\d+(?:\.\d+)*/g;

/**
 * The problems of the citations in `files` (path → text): an anchor that no heading of the cited
 * Markdown file has, a cited Markdown file that does not exist, and a section number in code.
 * `readDoc(path)` answers a Markdown file's text, or undefined when there is none.
 */
export function citationProblems(files, readDoc) {
  const anchors = new Map();
  const anchorsIn = (doc) => {
    if (!anchors.has(doc)) {
      const text = files.get(doc) ?? readDoc(doc);
      anchors.set(doc, text === undefined ? undefined : anchorsOf(text));
    }
    return anchors.get(doc);
  };
  const problems = [];
  for (const [file, text] of files) {
    text.split('\n').forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      const check = (doc, anchor) => {
        const known = anchorsIn(doc);
        if (!known) problems.push(`${where}: ${doc} does not exist`);
        else if (!known.has(anchor)) problems.push(`${where}: ${doc} has no heading #${anchor}`);
      };
      for (const [, doc, anchor] of line.matchAll(docAnchor)) check(doc, anchor);
      if (!isCode(file)) {
        for (const [, target, anchor] of line.matchAll(linkAnchor)) {
          if (/^[a-z]+:/.test(target)) continue;
          check(target ? posix.join(posix.dirname(file), target) : file, decodeURIComponent(anchor));
        }
      }
      if (isCode(file)) {
        for (const [cited] of line.matchAll(sectionNumber)) {
          problems.push(
            `${where}: cites a section by number (${cited}): cite docs/product.md#<heading-anchor>`,
          );
        }
      }
    });
  }
  return problems;
}
