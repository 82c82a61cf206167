import { Input, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import type { TBillingCycle } from '@prapa/contracts/billing-cycles';
import type { TReadingTag } from '@prapa/contracts/readings';
import { useTranslation } from 'react-i18next';
import { AreaSelect } from './area-select.tsx';
import { CycleSelect } from './cycle-select.tsx';

export type ReadingFilterValues = {
  cycleId: number | null;
  areaId: number | null;
  tag: TReadingTag | null;
  q: string;
};

type ReadingFiltersProps = {
  cycles: readonly TBillingCycle[] | undefined;
  values: ReadingFilterValues;
  onChange: (values: ReadingFilterValues) => void;
};

const ALL = 'all';

/** Cycle, area, waiting/recorded and a search on member id, name, house no or meter no. */
export function ReadingFilters({ cycles, values, onChange }: ReadingFiltersProps) {
  const { t } = useTranslation('readings');
  const set = (patch: Partial<ReadingFilterValues>) => onChange({ ...values, ...patch });
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, lg: 4 }}
      spacing="sm"
      role="search"
      aria-label={t('filters.label')}
    >
      <CycleSelect
        cycles={cycles}
        value={values.cycleId}
        onChange={(cycleId) => set({ cycleId })}
      />
      <AreaSelect value={values.areaId} onChange={(areaId) => set({ areaId })} />
      <Input.Wrapper label={t('filters.tag')} id="reading-tag-filter" labelElement="div">
        <SegmentedControl
          fullWidth
          aria-labelledby="reading-tag-filter-label"
          value={values.tag ?? ALL}
          onChange={(tag) => set({ tag: tag === ALL ? null : (tag as TReadingTag) })}
          data={[
            { value: ALL, label: t('filters.tagAll') },
            { value: 'waiting', label: t('tag.waiting') },
            { value: 'recorded', label: t('tag.recorded') },
          ]}
        />
      </Input.Wrapper>
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchHint')}
        value={values.q}
        onChange={(event) => set({ q: event.currentTarget.value })}
        type="search"
      />
    </SimpleGrid>
  );
}
