import app from './app';
import auth from './auth';
import bags from './bags.json';
import booking from './booking';
import bookings from './bookings';
import checkout from './checkout';
import common from './common.json';
import errors from './errors.json';
import flights from './flights';
import marketing from './marketing';
import payment from './payment';
import places from './places';
import profile from './profile';
import search from './search';
import tracking from './tracking';
import ui from './ui.json';
import validation from './validation';

/** Every namespace of English texts: one per part of the app, in a file of its own. */
export default {
  app,
  auth,
  bags,
  booking,
  bookings,
  checkout,
  common,
  errors,
  flights,
  marketing,
  payment,
  places,
  profile,
  search,
  tracking,
  ui,
  validation,
};
