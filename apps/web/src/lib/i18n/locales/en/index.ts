import booking from './booking';
import checkout from './checkout';
import common from './common.json';
import errors from './errors.json';
import payment from './payment';

/** Every namespace of English texts: one per part of the app, in a file of its own. */
export default { booking, checkout, common, errors, payment };
