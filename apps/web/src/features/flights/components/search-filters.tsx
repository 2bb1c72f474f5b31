import { DEPARTURE_TIME_KEYS } from '@skylark/contract';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Form, Input, Select, useSchemaForm } from '@/components/ui';
import type { SearchFilters } from '@/lib/search-params';
import type { SearchFiltersInput } from '@/features/flights/search-filters-schema';

const DURATIONS = [2, 4, 6, 8, 12, 24];
const text = (value: number | undefined) => value?.toString() ?? '';

/** Price range, departure time of day and longest duration of a search (docs/product.md#131-the-flight-list). */
export function SearchFiltersForm({
  filters,
  onApply,
}: {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
}) {
  const { t } = useTranslation('flights');
  const form = useSchemaForm<SearchFiltersInput, SearchFilters>({
    // zod and the schema load with the first check, not with the page (docs/product.md#102-what-the-public-pages-load-first)
    schema: () => import('@/features/flights/search-filters-schema').then((m) => m.searchFiltersSchema),
    defaultValues: {
      minPrice: text(filters.minPrice),
      maxPrice: text(filters.maxPrice),
      maxDuration: text(filters.maxDuration),
      times: filters.times,
    },
  });
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <Form
      form={form}
      onValid={onApply}
      aria-label={t('filters.label')}
      className="grid gap-4 rounded-2xl border border-navy-100 bg-white p-4 shadow-card md:grid-cols-[1fr_1fr_12rem] md:items-end"
    >
      <div className="grid grid-cols-2 gap-2">
        <Input
          label={t('filters.minPrice')}
          type="number"
          min={0}
          inputMode="decimal"
          error={errors.minPrice?.message}
          {...register('minPrice')}
        />
        <Input
          label={t('filters.maxPrice')}
          type="number"
          min={0}
          inputMode="decimal"
          error={errors.maxPrice?.message}
          {...register('maxPrice')}
        />
      </div>
      <Select
        label={t('filters.longest')}
        placeholder={t('filters.anyDuration')}
        options={DURATIONS.map((h) => ({ value: String(h), label: t('filters.upTo', { count: h }) }))}
        {...register('maxDuration')}
      />
      <fieldset className="md:col-span-2">
        <legend className="mb-1 text-sm font-medium text-navy-800">{t('filters.departureTime')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {DEPARTURE_TIME_KEYS.map((key) => (
            <Checkbox key={key} label={t(`departureTimes.${key}`)} value={key} {...register('times')} />
          ))}
        </div>
      </fieldset>
      <Button
        type="submit"
        variant="secondary"
        icon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
      >
        {t('filters.apply')}
      </Button>
    </Form>
  );
}
