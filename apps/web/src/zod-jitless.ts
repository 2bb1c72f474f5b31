import { z } from 'zod';

// Imported first by main.tsx: zod would otherwise probe `new Function` (eval) to speed up parsing,
// which the Content-Security-Policy forbids and the browser reports as an issue.
z.config({ jitless: true });
