import bags from './bags.json';
import common from './common.json';
import errors from './errors.json';

/** Every namespace of English texts: one per part of the app, in a file of its own. */
export default { bags, common, errors };
