/**
 * A piece of the web app's stylesheet, as the web build lists them in `pages/styles.json`
 * (apps/web/build/styles-index.ts): the at-rules it sits in, its text, and the classes it needs on
 * the page, one list for each of its selectors (null: it applies to any page).
 */
export type StylePiece = [at: string[], css: string, needs: string[][] | null];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The classes a page's elements carry, as written in its HTML. */
function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const text = names!.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);
    for (const name of text.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The pieces a page with these classes uses, in the stylesheet's order and at-rules. */
function stylesFor(pieces: StylePiece[], classes: Set<string>): string {
  let css = '';
  let open: string[] = [];
  for (const [at, text, needs] of pieces) {
    if (needs && !needs.some((names) => names.every((name) => classes.has(name)))) continue;
    let same = 0;
    while (same < open.length && same < at.length && open[same] === at[same]) same += 1;
    css +=
      '}'.repeat(open.length - same) +
      at
        .slice(same)
        .map((rule) => `${rule}{`)
        .join('') +
      text;
    open = at;
  }
  return css + '}'.repeat(open.length);
}

const STYLE = /<style>[\s\S]*?<\/style>/;

/**
 * The page with only the styles its first screen uses inline, in place of the whole stylesheet
 * (docs/product.md#102-what-the-public-pages-load-first): the browser styles and lays out the first paint with them, and the
 * page's script loader adds the whole stylesheet before the app starts.
 */
export function withFirstScreenCss(html: string, pieces: StylePiece[]): string {
  if (!STYLE.test(html)) return html;
  const css = stylesFor(pieces, classesIn(html));
  return html.replace(STYLE, () => `<style>${css}</style>`);
}
