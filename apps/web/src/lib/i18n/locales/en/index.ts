import app from './app';
import common from './common.json';
import errors from './errors.json';
import ui from './ui.json';
import validation from './validation';

/** Every namespace of English texts: one per part of the app, in a file of its own. */
export default { app, common, errors, ui, validation };
