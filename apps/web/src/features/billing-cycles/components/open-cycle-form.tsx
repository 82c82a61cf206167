import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ZCreateBillingCycleParams } from '@prapa/contracts/billing-cycles';
import { billCycleName, THAI_MONTHS } from '@prapa/domain/thai-date';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ThaiDateInput } from '../../../components/ui/thai-date-input.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { errorMessage } from '../../../lib/show-error.ts';
import { type FormErrors, serverFormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { useCreateBillingCycle } from '../api/create-billing-cycle.ts';
import { type CyclePeriod, defaultCutOff } from '../utils/next-cycle-period.ts';
import { monthOptions, yearOptions } from '../utils/period-options.ts';

type OpenCycleFormProps = { initial: CyclePeriod; onDone: () => void };

function monthNames(language: string): readonly string[] {
  if (language !== 'en') return THAI_MONTHS;
  return Array.from({ length: 12 }, (_, index) => dayjs().locale('en').month(index).format('MMMM'));
}

function periodName({ year, month }: CyclePeriod, language: string): string {
  if (language !== 'en') return billCycleName(year, month - 1);
  return dayjs(new Date(year, month - 1, 1))
    .locale('en')
    .format('MMMM YYYY');
}

/** Month and year billed (default: the month after the newest cycle) and the cut-off date. */
export function OpenCycleForm({ initial, onDone }: OpenCycleFormProps) {
  const { t, i18n } = useTranslation('billing-cycles');
  const create = useCreateBillingCycle();
  const [period, setPeriod] = useState<CyclePeriod>(initial);
  const [cutOff, setCutOff] = useState<string | null>(defaultCutOff(initial));
  const [cutOffTouched, setCutOffTouched] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const thai = i18n.language !== 'en';

  const changePeriod = (next: CyclePeriod) => {
    setPeriod(next);
    // Until the user picks a date, the cut-off follows the month (its last day).
    if (!cutOffTouched) setCutOff(defaultCutOff(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(ZCreateBillingCycleParams, { ...period, bill_cut_off: cutOff });
    setErrors(checked.errors);
    setFailure(null);
    if (!checked.success) return;
    create.mutate(checked.data, {
      onSuccess: (cycle) => {
        notifications.show({
          color: 'green',
          message: t('open.opened', { name: cycle.bill_cycle_name }),
        });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'VALIDATION') {
          setErrors(serverFormErrors(error.fields));
        }
        setFailure(errorMessage(error));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {failure ? (
          <Alert color="red" title={t('open.failed')} role="alert">
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label={t('open.month')}
            data={monthOptions(monthNames(i18n.language))}
            value={String(period.month)}
            onChange={(value) => value && changePeriod({ ...period, month: Number(value) })}
            allowDeselect={false}
            error={errors.month}
            data-autofocus
          />
          <Select
            label={thai ? t('open.yearBE') : t('open.year')}
            data={yearOptions(initial.year, thai)}
            value={String(period.year)}
            onChange={(value) => value && changePeriod({ ...period, year: Number(value) })}
            allowDeselect={false}
            error={errors.year}
          />
        </SimpleGrid>
        <ThaiDateInput
          label={t('open.cutOff')}
          description={t('open.cutOffHint')}
          value={cutOff}
          onChange={(value) => {
            setCutOffTouched(true);
            setCutOff(value);
          }}
          error={errors.bill_cut_off}
          withAsterisk
        />
        <Text size="sm" c="dimmed">
          {t('open.preview', { name: periodName(period, i18n.language) })}
        </Text>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('open.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('open.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
