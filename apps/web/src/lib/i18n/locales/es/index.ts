import type { Resources } from '@/lib/i18n';
import common from './common.json';
import errors from './errors.json';

export default { common, errors } satisfies Resources;
