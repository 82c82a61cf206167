import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/ui/confirm-action.ts';
import { useApplyCredit, useClientCredit } from '../api/client-credit.ts';

/** The member's credit balance at the counter, and deducting it from their unpaid bills. */
export function CreditPanel({ clientId, hasUnpaid }: { clientId: number; hasUnpaid: boolean }) {
  const { t } = useTranslation('payments');
  const credit = useClientCredit(clientId);
  const apply = useApplyCredit();
  const balance = credit.data?.balance_satang ?? 0;
  const run = async () => {
    const sure = await confirmAction({
      title: t('credit.confirmTitle'),
      message: t('credit.confirmMessage', { amount: formatBaht(balance) }),
      confirmLabel: t('credit.apply'),
    });
    if (!sure) return;
    // A refusal shows in the global error toast (the mutation does not handle errors itself).
    apply.mutate(clientId, {
      onSuccess: (done) =>
        notifications.show({
          color: 'green',
          message: t('credit.applied', { amount: formatBaht(done.used_satang) }),
        }),
    });
  };
  return (
    <Paper withBorder p="md" data-testid="credit-panel">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            {t('credit.title')}
          </Text>
          <Text fz={22} fw={700} data-testid="credit-balance">
            {balance > 0 ? t('credit.balance', { amount: formatBaht(balance) }) : t('credit.none')}
          </Text>
        </div>
        {balance > 0 && hasUnpaid ? (
          <Button variant="light" loading={apply.isPending} onClick={() => void run()}>
            {t('credit.apply')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
