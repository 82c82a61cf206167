import { Group, SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ThaiDateInput } from '../../../components/ui/thai-date-input.tsx';
import { useCycleOptions } from '../api/get-cycle-options.ts';

export type SummaryFilterValues = {
  mode: 'date' | 'cycle';
  from: string | null;
  to: string | null;
  cycleId: number | null;
  collectorId: number | null;
};

type SummaryFiltersProps = {
  values: SummaryFilterValues;
  onChange: (values: SummaryFilterValues) => void;
  collectors: { value: string; label: string }[];
  /** The server's word on a refused range (from after to, longer than a year). */
  rangeError: string | null;
};

/** Date range (Thai dates) or cycle, and optionally one collector. */
export function SummaryFilters({ values, onChange, collectors, rangeError }: SummaryFiltersProps) {
  const { t } = useTranslation('receipts');
  const cycles = useCycleOptions();
  const set = (patch: Partial<SummaryFilterValues>) => onChange({ ...values, ...patch });
  return (
    <Group align="flex-end" gap="sm">
      <SegmentedControl
        aria-label={t('form.mode')}
        value={values.mode}
        onChange={(mode) => set({ mode: mode as SummaryFilterValues['mode'] })}
        data={[
          { value: 'date', label: t('form.byDate') },
          { value: 'cycle', label: t('form.byCycle') },
        ]}
      />
      {values.mode === 'date' ? (
        <>
          <ThaiDateInput
            label={t('form.from')}
            value={values.from}
            onChange={(from) => set({ from })}
            w={170}
          />
          <ThaiDateInput
            label={t('form.to')}
            value={values.to}
            onChange={(to) => set({ to })}
            error={rangeError ?? undefined}
            w={170}
          />
        </>
      ) : (
        <Select
          label={t('form.cycle')}
          placeholder={t('form.cyclePlaceholder')}
          data={(cycles.data ?? []).map((cycle) => ({
            value: String(cycle.id),
            label: cycle.bill_cycle_name,
          }))}
          value={values.cycleId === null ? null : String(values.cycleId)}
          onChange={(next) => set({ cycleId: next ? Number(next) : null })}
          // Cycle mode prints nothing until a cycle is chosen, and says so.
          error={values.cycleId === null ? t('form.chooseCycle') : undefined}
          withAsterisk
          w={200}
        />
      )}
      <Select
        label={t('form.collector')}
        placeholder={t('form.allCollectors')}
        data={collectors}
        value={values.collectorId === null ? null : String(values.collectorId)}
        onChange={(next) => set({ collectorId: next ? Number(next) : null })}
        clearable
        w={220}
      />
    </Group>
  );
}
