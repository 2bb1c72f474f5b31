import type { Resources } from '@/lib/i18n';
import bags from './bags.json';
import common from './common.json';
import errors from './errors.json';

export default { bags, common, errors } satisfies Resources;
