import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { changeDue, formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

type CashPanelProps = {
  count: number;
  totalSatang: number;
  /** null while the field is empty or not a valid baht amount (the field says why). */
  receivedSatang: number | null;
  onReceivedChange: (satang: number | null) => void;
  payer: string;
  payerPlaceholder: string;
  onPayerChange: (payer: string) => void;
  submitting: boolean;
  onSubmit: () => void;
};

/** Ten million baht: more than any counter takes, far below where arithmetic gets unsafe. */
const MAX_RECEIVED_SATANG = 1_000_000_000;

/** The cash field, focused when a client is chosen and when Enter leaves the payer field. */
export const CASH_INPUT_ID = 'payment-cash';

export function focusCashInput(): void {
  document.getElementById(CASH_INPUT_ID)?.focus();
}

function Amount({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </div>
  );
}

/** The total, the cash handed over and the change, live; Enter in the cash field submits. */
export function CashPanel(props: CashPanelProps) {
  const { t } = useTranslation('payments');
  const { totalSatang, receivedSatang } = props;
  const due = receivedSatang === null ? null : changeDue(totalSatang, receivedSatang);
  const canSubmit = props.count > 0 && due?.ok === true && !props.submitting;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Amount
            label={`${t('cash.total')} (${t('cash.selected', { count: props.count })})`}
            value={formatBaht(totalSatang)}
            testId="payment-total"
          />
          <MoneyInput
            id={CASH_INPUT_ID}
            label={t('cash.received')}
            size="lg"
            max={MAX_RECEIVED_SATANG}
            onChange={(satang) => props.onReceivedChange(satang)}
            styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && canSubmit) {
                event.preventDefault();
                props.onSubmit();
              }
            }}
          />
          <div>
            <Amount
              label={t('cash.change')}
              value={due?.ok ? formatBaht(due.leftOver) : '-'}
              testId="payment-change"
            />
            {due && !due.ok ? (
              <Text c="red" size="sm" role="status">
                {t('cash.short', { amount: formatBaht(due.shortBy) })}
              </Text>
            ) : null}
          </div>
        </SimpleGrid>
        <Group align="flex-end" justify="space-between">
          <TextField
            label={t('cash.payer')}
            description={t('cash.payerHint')}
            placeholder={props.payerPlaceholder}
            value={props.payer}
            onChange={(value) => props.onPayerChange(value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                focusCashInput();
              }
            }}
            w={320}
          />
          <Button
            size="lg"
            onClick={props.onSubmit}
            disabled={!canSubmit}
            loading={props.submitting}
          >
            {t('cash.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
