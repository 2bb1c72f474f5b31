import type { Resources } from '@/lib/i18n';
import app from './app.json';
import common from './common.json';
import errors from './errors.json';
import ui from './ui.json';
import validation from './validation.json';

export default { app, common, errors, ui, validation } satisfies Resources;
