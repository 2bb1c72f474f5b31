/**
 * Runs `load` on the first call and shares its answer with every later call, so code that is not
 * needed at start-up downloads once, when first used (docs/product.md#102-what-the-public-pages-load-first). A download that failed
 * is not kept: the next call tries again, as a phone that was offline for a moment expects.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
