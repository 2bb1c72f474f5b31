import type { Resources } from '@/lib/i18n';
import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import flights from './flights.json';
import profile from './profile.json';
import search from './search.json';
import tracking from './tracking.json';

export default { auth, common, errors, flights, profile, search, tracking } satisfies Resources;
