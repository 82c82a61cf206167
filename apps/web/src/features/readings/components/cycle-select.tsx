import { Select } from '@mantine/core';
import type { TBillingCycle } from '@prapa/contracts/billing-cycles';
import { useTranslation } from 'react-i18next';

type CycleSelectProps = {
  cycles: readonly TBillingCycle[] | undefined;
  value: number | null;
  onChange: (cycleId: number | null) => void;
};

/** The billing cycles, newest first, the open one marked. */
export function CycleSelect({ cycles, value, onChange }: CycleSelectProps) {
  const { t } = useTranslation('readings');
  return (
    <Select
      label={t('filters.cycle')}
      data={(cycles ?? []).map((cycle) => ({
        value: String(cycle.id),
        label: t(`filters.cycleOption.${cycle.status}`, { name: cycle.bill_cycle_name }),
      }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      allowDeselect={false}
      placeholder={t('filters.noCycle')}
    />
  );
}
