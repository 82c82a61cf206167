import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TInstalmentPlan, TInstalmentPlanState } from '@prapa/contracts/instalments';
import { formatBaht } from '@prapa/domain/money';
import { ROLE } from '@prapa/domain/roles';
import { billCycleName } from '@prapa/domain/thai-date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDE_ON_PHONE } from '../../../components/ui/hide-on-phone.ts';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { openFileInNewTab } from '../../../lib/api-download.ts';
import { formatDocumentDate } from '../../../lib/dates.ts';
import { errorMessage, showError } from '../../../lib/show-error.ts';
import { useSession } from '../../../lib/use-session.ts';
import {
  downloadAgreement,
  useCancelInstalmentPlan,
  useMemberInstalments,
} from '../api/instalments.ts';
import { InstalmentPlanDialog } from './instalment-plan-dialog.tsx';
import { PlanBillsTable } from './plan-bills-table.tsx';

export const PLAN_COLOR: Record<TInstalmentPlanState, string> = {
  active: 'teal',
  completed: 'blue',
  broken: 'red',
  cancelled: 'gray',
};

const month = (period: string) => {
  const [year, m] = period.split('-').map(Number);
  return billCycleName(year as number, (m as number) - 1);
};

const printAgreement = (id: number) =>
  openFileInNewTab(() => downloadAgreement(id), `instalment-plan-${id}.pdf`).catch(showError);

function PlanCard({
  plan,
  canCancel,
  onCancel,
}: {
  plan: TInstalmentPlan;
  canCancel: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('debt');
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Badge color={PLAN_COLOR[plan.state]} variant="light">
              {t(`plan.states.${plan.state}`)}
            </Badge>
            <Text size="sm">
              {t('plan.summary', {
                no: plan.id,
                date: formatDocumentDate(plan.agreed_on, 'short'),
                paid: plan.paid_count,
                count: plan.instalment_count,
              })}
            </Text>
          </Group>
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => void printAgreement(plan.id)}
            >
              {t('plan.print')}
            </Button>
            {canCancel && plan.state === 'active' ? (
              <Button size="compact-sm" variant="subtle" color="red" onClick={onCancel}>
                {t('plan.cancel')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            {t('plan.arrearsTotal')}: <b>{formatBaht(plan.arrears_satang)}</b>
          </Text>
          <Text size="sm">
            {t('plan.paid')}: <b>{formatBaht(plan.paid_satang)}</b>
          </Text>
          <Text size="sm">
            {t('plan.remaining')}: <b>{formatBaht(plan.remaining_satang)}</b>
          </Text>
        </Group>
        {plan.bills.length > 0 ? (
          <PlanBillsTable bills={plan.bills} arrears={plan.arrears_satang} />
        ) : null}
        {/* On a phone the invoice number gives way to the amount and its state (issue 19). */}
        <Table.ScrollContainer minWidth={0}>
          <Table withTableBorder fz="sm" aria-label={t('plan.schedule')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('plan.col.instalment')}</Table.Th>
                <Table.Th>{t('plan.col.billedWith')}</Table.Th>
                <Table.Th className={HIDE_ON_PHONE}>{t('plan.col.invoice')}</Table.Th>
                <Table.Th ta="right">{t('plan.col.amount')}</Table.Th>
                <Table.Th>{t('plan.col.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.items.map((item) => (
                <Table.Tr key={item.no}>
                  <Table.Td>
                    {item.no === 0
                      ? t('plan.downPayment')
                      : t('plan.instalmentNo', { no: item.no })}
                  </Table.Td>
                  <Table.Td>{item.period ? month(item.period) : t('plan.onSigning')}</Table.Td>
                  <Table.Td className={HIDE_ON_PHONE}>{item.invoice_no ?? '–'}</Table.Td>
                  <Table.Td ta="right">{formatBaht(item.amount_satang)}</Table.Td>
                  <Table.Td>
                    {item.paid ? (
                      <Badge size="sm" color="teal" variant="light">
                        {t('plan.item.paid')}
                      </Badge>
                    ) : item.overdue ? (
                      <Badge size="sm" color="red" variant="light">
                        {t('plan.item.overdue')}
                      </Badge>
                    ) : item.invoice_no ? (
                      <Badge size="sm" color="yellow" variant="light">
                        {t('plan.item.billed')}
                      </Badge>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {t('plan.item.notBilled')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

/** The member's instalment plans on their debt account; ADMIN agrees a new one or cancels. */
export function MemberPlans({ clientId }: { clientId: number }) {
  const { t } = useTranslation('debt');
  const session = useSession();
  const isAdmin = session.role === ROLE.ADMIN || session.role === ROLE.DEV;
  const query = useMemberInstalments(clientId);
  const cancel = useCancelInstalmentPlan();
  const [dialog, setDialog] = useState(false);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const data = query.data;
  const active = data?.plans.some((plan) => plan.state === 'active') ?? false;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={4}>{t('plan.title')}</Title>
        {isAdmin && data && data.arrears.length > 0 && !active ? (
          <Button size="sm" onClick={() => setDialog(true)}>
            {t('plan.new')}
          </Button>
        ) : null}
      </Group>
      {query.error ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      ) : null}
      {data && data.plans.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('plan.none')}
        </Text>
      ) : null}
      {data?.plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          canCancel={isAdmin}
          onCancel={() => setCancelling(plan.id)}
        />
      ))}
      {data ? (
        <InstalmentPlanDialog
          opened={dialog}
          onClose={() => setDialog(false)}
          data={data}
          onCreated={(id) => {
            setDialog(false);
            void printAgreement(id);
          }}
        />
      ) : null}
      <ReasonDialog
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t('plan.cancelTitle')}
        message={t('plan.cancelMessage')}
        reasonLabel={t('plan.cancelReason')}
        confirmLabel={t('plan.cancel')}
        confirmColor="red"
        pending={cancel.isPending}
        send={async (reason) => {
          if (cancelling === null) return;
          await cancel.mutateAsync({ id: cancelling, reason });
          setCancelling(null);
        }}
      />
    </Stack>
  );
}
