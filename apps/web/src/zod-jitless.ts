// Imported first by main.tsx (and built as a chunk of its own, see vite.config.ts), so it runs before
// zod loads: zod would otherwise probe `new Function` (eval) when it builds object schemas, which the
// Content-Security-Policy forbids and the browser reports as an issue. zod reads this global config.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
