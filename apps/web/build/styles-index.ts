import postcss, { type AtRule, type ChildNode, type Container } from 'postcss';

/**
 * One piece of the app's stylesheet: the at-rules it sits in (`@layer utilities`, `@media …`), its
 * text, and the classes it needs on the page, one list for each of its selectors; null when it
 * applies whatever the page's classes are (`:root`, `*`, `@font-face`, `@property`).
 */
export type StylePiece = [at: string[], css: string, needs: string[][] | null];

/** The classes a selector needs on the page; those it excludes (`:not(.x)`) it does not. */
function classesOf(selector: string): string[] {
  const needed = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...needed.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
}

/**
 * The web build's stylesheet as pieces in their order (docs/product.md#102-what-the-public-pages-load-first): the server keeps of
 * them, for each page it sends, those the page's first screen uses (apps/api first-screen-css.ts),
 * so the cascade of what it keeps is the stylesheet's own.
 */
export function stylesIndex(css: string): StylePiece[] {
  const pieces: StylePiece[] = [];
  const walk = (container: Container<ChildNode>, at: string[]) => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'rule') {
        const selectors = node.selectors.map(classesOf);
        const always = selectors.some((classes) => classes.length === 0);
        pieces.push([at, node.toString(), always ? null : selectors]);
      } else if (
        node.type === 'atrule' &&
        /^(?:layer|media|supports|container)$/.test(node.name) &&
        node.nodes
      ) {
        walk(node as AtRule, [...at, `@${node.name} ${node.params}`]);
      } else if (node.type !== 'comment') {
        // @font-face, @property, @keyframes, a statement `@layer a, b;`: kept as they are
        const text = node.toString();
        pieces.push([
          at,
          node.type === 'atrule' && !node.nodes && !text.endsWith(';') ? `${text};` : text,
          null,
        ]);
      }
    }
  };
  walk(postcss.parse(css), []);
  return pieces;
}
