import { Radio, Stack } from '@mantine/core';
import type { TDueRule } from '@prapa/contracts/organisation';
import type { TypedNumberError } from '@prapa/domain/parse-typed-number';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../components/ui/integer-input.tsx';

/** Both numbers are kept, so switching the kind back and forth loses nothing. */
export type DueRuleValues = { kind: TDueRule['kind']; days: number | null; day: number | null };

type DueRuleFieldProps = {
  value: DueRuleValues;
  onChange: (value: DueRuleValues) => void;
  errors: { days?: string | undefined; day?: string | undefined };
  onNumberProblem?: (field: string, problem: TypedNumberError | null) => void;
};

export function dueRuleFrom(values: DueRuleValues) {
  return values.kind === 'days_after'
    ? { kind: values.kind, days: values.days }
    : { kind: values.kind, day: values.day };
}

/** When a bill falls due: N days after the invoice date, or day D of the next month. */
export function DueRuleField({ value, onChange, errors, onNumberProblem }: DueRuleFieldProps) {
  const { t } = useTranslation('config-organisation');
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('fields.dueRule')}
        value={value.kind}
        onChange={(kind) => onChange({ ...value, kind: kind as TDueRule['kind'] })}
      >
        <Stack gap={6} mt={6}>
          <Radio value="days_after" label={t('dueRule.daysAfter')} />
          <Radio value="day_of_next_month" label={t('dueRule.dayOfNextMonth')} />
        </Stack>
      </Radio.Group>
      {value.kind === 'days_after' ? (
        <IntegerInput
          label={t('dueRule.days')}
          description={t('dueRule.daysHint')}
          value={value.days}
          onChange={(days, problem) => {
            onChange({ ...value, days });
            onNumberProblem?.('due_days', problem);
          }}
          error={errors.days}
          maw={220}
        />
      ) : (
        <IntegerInput
          label={t('dueRule.day')}
          description={t('dueRule.dayHint')}
          value={value.day}
          onChange={(day, problem) => {
            onChange({ ...value, day });
            onNumberProblem?.('due_day', problem);
          }}
          error={errors.day}
          maw={220}
        />
      )}
    </Stack>
  );
}
