declare module 'arabic-persian-reshaper' {
  /** Arabic letters → their presentation forms by position in the word (lam-alef joined). */
  export const ArabicShaper: { convertArabic(text: string): string };
}
