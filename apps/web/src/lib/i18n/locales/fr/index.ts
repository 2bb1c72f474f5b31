import type { Resources } from '@/lib/i18n';
import app from './app.json';
import auth from './auth.json';
import bags from './bags.json';
import booking from './booking.json';
import bookings from './bookings.json';
import checkout from './checkout.json';
import common from './common.json';
import errors from './errors.json';
import flights from './flights.json';
import marketing from './marketing.json';
import payment from './payment.json';
import places from './places';
import profile from './profile.json';
import search from './search.json';
import tracking from './tracking.json';
import ui from './ui.json';
import validation from './validation.json';

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
} satisfies Resources;
