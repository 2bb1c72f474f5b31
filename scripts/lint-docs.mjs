/**
 * Part of `npm run lint`: the README and docs/ stand alone.
 * - no file cites a document outside the repository ("spec §…", "decisions §…", ../shared/);
 * - every "docs/product.md §N" (and the "§M" that follow it in the same citation) names a
 *   section heading of docs/product.md;
 * - every relative link in the README and in docs/ points at a file that exists.
 * `node scripts/lint-docs.mjs --fix` first rewrites old citations mechanically: "spec §N" becomes
 * "docs/product.md §N", "decisions §N" becomes "docs/product.md §(N+9)", and a citation of a former
 * section 16–27 becomes the section that now holds its subject (`movedSections`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(?:ts|tsx|js|mjs|md|json|yaml)$/.test(file) && file !== 'package-lock.json')
  .filter((file) => existsSync(join(root, file)));

const product = readFileSync(join(root, 'docs/product.md'), 'utf8');
const sections = new Set([...product.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((match) => match[1]));

/** Former sections 16–27 and where their subject lives now; a split section maps to its main part. */
const movedSections = {
  16: '1',
  17: '14.3',
  18: '13.1',
  19: '14.2',
  20: '14.4',
  21: '2.6',
  22: '14.5',
  23: '13.2',
  24: '10.1',
  24.1: '10.2',
  24.2: '10.3',
  25: '13.3',
  26: '15.2',
  27: '15.1',
};

/** The old citations of one line in the numbering of docs/product.md. */
function rewriteCitations(line) {
  const plus9 = (n) => `§${Number(n) + 9}`;
  const moved = (cited) =>
    cited.replace(/§(\d+(?:\.\d+)?)/g, (m, n) => (movedSections[n] ? `§${movedSections[n]}` : m));
  return line
    .replace(
      /[Dd]ecisions §(\d+)((?:(?:–|, | and )§\d+)*)/g,
      (_m, first, rest) => `docs/product.md ${plus9(first)}${rest.replace(/§(\d+)/g, (_x, n) => plus9(n))}`,
    )
    .replace(/[Ss]pec §/g, 'docs/product.md §')
    .replace(
      /docs\/product\.md (§[\d.–§]+)((?:, §[\d.]+)*)[;,] docs\/product\.md §/g,
      'docs/product.md $1$2, §',
    )
    .replace(
      /docs\/product\.md (§[\d.]+(?:(?:, |–| and )§[\d.]+)*)/g,
      (_m, cited) => `docs/product.md ${moved(cited)}`,
    );
}

if (process.argv.includes('--fix')) {
  for (const file of files) {
    if (file === 'scripts/lint-docs.mjs') continue;
    const text = readFileSync(join(root, file), 'utf8');
    const fixed = text.split('\n').map(rewriteCitations).join('\n');
    if (fixed !== text) writeFileSync(join(root, file), fixed);
  }
}

const problems = [];
const outside = /\b(?:spec|decisions) §|\.\.\/shared\//i;
// "docs/product.md §2.3, §9", "docs/product.md §10–§14", "docs/product.md §7.5 and §12"
const citation = /docs\/product\.md (§[\d.]+(?:(?:, |–| and )§[\d.]+)*)/g;

for (const file of files) {
  if (file === 'scripts/lint-docs.mjs') continue;
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (outside.test(line)) problems.push(`${where}: cites a document outside the repository`);
    for (const match of line.matchAll(citation)) {
      for (const [, section] of match[1].matchAll(/§(\d+(?:\.\d+)?)/g)) {
        if (!sections.has(section)) problems.push(`${where}: docs/product.md has no §${section}`);
      }
    }
    if (file === 'README.md' || file.startsWith('docs/')) {
      for (const [, target] of line.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        if (!existsSync(join(root, dirname(file), target))) problems.push(`${where}: broken link ${target}`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`lint:docs: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`lint:docs: ${files.length} files, ${sections.size} sections of docs/product.md: OK`);
