import type { Resources } from '@/lib/i18n';
import checkout from './checkout.json';
import common from './common.json';
import errors from './errors.json';
import payment from './payment.json';

export default { checkout, common, errors, payment } satisfies Resources;
