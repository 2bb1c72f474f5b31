import type { Resources } from '@/lib/i18n';
import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';

export default { auth, common, errors } satisfies Resources;
