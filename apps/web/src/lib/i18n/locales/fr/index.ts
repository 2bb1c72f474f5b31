import type { Resources } from '@/lib/i18n';
import booking from './booking.json';
import checkout from './checkout.json';
import common from './common.json';
import errors from './errors.json';
import payment from './payment.json';

export default { booking, checkout, common, errors, payment } satisfies Resources;
