import common from './common.json';
import errors from './errors.json';
import flights from './flights';
import marketing from './marketing';
import search from './search';

/** Every namespace of English texts: one per part of the app, in a file of its own. */
export default { common, errors, flights, marketing, search };
