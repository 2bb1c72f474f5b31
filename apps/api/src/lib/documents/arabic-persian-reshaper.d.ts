declare module 'arabic-persian-reshaper' {
  /** Arabic letters → their presentation forms by position in the word (lam-alef joined). */
  const reshaper: { ArabicShaper: { convertArabic(text: string): string } };
  // a CommonJS module: Node's ESM loader gives it only as the default export
  export default reshaper;
}
