import type { Resources } from '@/lib/i18n';
import common from './common.json';
import errors from './errors.json';
import flights from './flights.json';
import marketing from './marketing.json';
import search from './search.json';

export default { common, errors, flights, marketing, search } satisfies Resources;
