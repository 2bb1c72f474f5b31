/**
 * Part of `npm run lint`: the README and docs/ stand alone, and docs are cited by heading anchor (in
 * code, docs and the live SQL functions of `db/functions`; the migrations are history).
 * - no file cites a document outside the repository ("spec §…", "decisions §…", ../shared/);
 * - every `docs/<file>.md#anchor` in code or docs, and every Markdown link with an anchor, names a
 *   heading of that file (GitHub's slug of it: scripts/doc-citations.mjs);
 * - code cites no section by number ("docs/product.md §14.6"): numbers move, headings say what they hold;
 * - every "docs/product.md §N" left in docs/ names a section heading of docs/product.md;
 * - every relative link in the README and in docs/ points at a file that exists.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { citationProblems } from './doc-citations.mjs';

const root = resolve(import.meta.dirname, '..');
/** The lint's own files and its test name what they look for. */
const own = new Set(['scripts/lint-docs.mjs', 'scripts/doc-citations.mjs', 'scripts/doc-citations.test.mjs']);
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) =>
      (/\.(?:ts|tsx|js|mjs|md|json|yaml)$/.test(file) ||
        /^apps\/api\/src\/db\/functions\/.*\.sql$/.test(file)) &&
      file !== 'package-lock.json',
  )
  .filter((file) => !own.has(file) && existsSync(join(root, file)));
const texts = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));

const product = texts.get('docs/product.md') ?? '';
const sections = new Set([...product.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((match) => match[1]));

const problems = citationProblems(texts, (doc) =>
  existsSync(join(root, doc)) ? readFileSync(join(root, doc), 'utf8') : undefined,
);
const outside = /\b(?:spec|decisions) §|\.\.\/shared\//i;
// "docs/product.md §2.3, §9", "docs/product.md §7.5 and §12"
const citation = /docs\/product\.md (§[\d.]+(?:(?:, |–| and )§[\d.]+)*)/g;

for (const [file, text] of texts) {
  text.split('\n').forEach((line, index) => {
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
