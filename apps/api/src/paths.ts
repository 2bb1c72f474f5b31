import { fileURLToPath } from 'node:url';

// This file sits directly in src/ and every file of the bundle (server.js and its chunks) directly in
// dist/, so '..' is apps/api in both.
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
export const FUNCTIONS_DIR = fileURLToPath(new URL('../src/db/functions', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
