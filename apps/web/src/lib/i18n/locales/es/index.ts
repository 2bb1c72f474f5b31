import type { Resources } from '@/lib/i18n';
import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import profile from './profile.json';
import tracking from './tracking.json';

export default { auth, common, errors, profile, tracking } satisfies Resources;
