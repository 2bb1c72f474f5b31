import type { ClassType } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui';
import { fareRuleTexts } from './fare-rule-lines';

/** A class's fare rules, worded as in the e-mails and on the e-ticket (docs/product.md#9-constants-and-limits). */
export function FareRules({ classType, className }: { classType: ClassType; className?: string }) {
  const { t } = useTranslation('flights');
  const title = t('fareRules', { name: t(`classes.${classType}`) });
  return (
    <section aria-label={title} className={cn('text-sm', className)} data-testid="fare-rules">
      <h3 className="font-semibold text-navy-900">{title}</h3>
      <dl className="mt-2 space-y-1.5">
        {fareRuleTexts(classType, t).map((rule) => (
          <div key={rule.title}>
            <dt className="inline font-medium text-navy-800">{rule.title}: </dt>
            <dd className="inline text-navy-700">{rule.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
