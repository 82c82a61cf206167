import { Alert, Badge, Button, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import type { TDebtorRow, TDisconnection } from '@prapa/contracts/debt';
import { allowedActions } from '@prapa/domain/disconnection';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import { ROLE } from '@prapa/domain/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaSelect } from '../../../components/ui/area-select.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { openFileInNewTab } from '../../../lib/api-download.ts';
import { formatDocumentDate } from '../../../lib/dates.ts';
import { errorMessage, showError } from '../../../lib/show-error.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useDebtSettings } from '../api/debt-settings.ts';
import {
  downloadWorkOrder,
  type TransitionInput,
  useCreateDisconnections,
  useDisconnections,
  useTransitionDisconnection,
} from '../api/disconnections.ts';
import { debtorColumns } from './debtor-columns.tsx';

/** Members due for disconnection, the orders, the work order and each order's next step. */
export function DisconnectionPanel() {
  const { t } = useTranslation('debt');
  const session = useSession();
  const isAdmin = session.role === ROLE.ADMIN || session.role === ROLE.DEV;
  const settings = useDebtSettings();
  const fee = settings.data?.reconnection_fee_satang ?? 0;
  const [areaId, setAreaId] = useState<number | null>(null);
  const [picked, setPicked] = useState<TDebtorRow[]>([]);
  const [readings, setReadings] = useState<Record<number, number | undefined>>({});
  const list = useDisconnections(areaId);
  const create = useCreateDisconnections();
  const transition = useTransitionDisconnection();
  const data = list.data;

  const act = (order: TDisconnection, action: TransitionInput['action'], extra = {}) => {
    const reading = readings[order.id];
    transition.mutate({
      id: order.id,
      action,
      ...(reading === undefined ? {} : { reading }),
      ...extra,
    });
  };
  const printWorkOrder = () =>
    openFileInNewTab(() => downloadWorkOrder(areaId), 'disconnection-work-order.pdf').catch(
      showError,
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <AreaSelect
          label={t('filters.area')}
          placeholder={t('filters.allAreas')}
          value={areaId}
          onChange={setAreaId}
          maw={320}
        />
        <Button variant="default" onClick={() => void printWorkOrder()}>
          {t('cut.workOrder')}
        </Button>
      </Group>
      {list.error || create.error || transition.error ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error ?? create.error ?? transition.error)}
        </Alert>
      ) : null}
      <Title order={4}>{t('cut.candidates', { count: data?.candidates.length ?? 0 })}</Title>
      <Text size="sm" c="dimmed">
        {t('cut.rule')}
      </Text>
      {data && data.candidates.length > 0 ? (
        <>
          <DataTable<TDebtorRow>
            columns={debtorColumns(t)}
            records={data.candidates}
            idAccessor="client_id"
            dataName={t('account.dataName')}
            selectedRecords={picked}
            onSelectedRecordsChange={setPicked}
          />
          <Group>
            <Button
              color="red"
              disabled={picked.length === 0}
              loading={create.isPending}
              onClick={() =>
                create.mutate(
                  picked.map((r) => r.client_id),
                  { onSuccess: () => setPicked([]) },
                )
              }
            >
              {t('cut.create', { count: picked.length })}
            </Button>
          </Group>
        </>
      ) : null}
      <Title order={4}>{t('cut.orders', { count: data?.orders.length ?? 0 })}</Title>
      <Table.ScrollContainer minWidth={820}>
        <Table withTableBorder fz="sm" aria-label={t('cut.ordersLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.member')}</Table.Th>
              <Table.Th>{t('columns.name')}</Table.Th>
              <Table.Th>{t('cut.meter')}</Table.Th>
              <Table.Th ta="right">{t('cut.unpaid')}</Table.Th>
              <Table.Th>{t('cut.state')}</Table.Th>
              <Table.Th>{t('cut.reading')}</Table.Th>
              <Table.Th>{t('cut.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.orders ?? []).map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>{formatMemberId(order.memberId)}</Table.Td>
                <Table.Td>
                  {order.fullname}
                  <Text size="xs" c="dimmed">
                    {order.house_no} · {order.area_name}
                  </Text>
                </Table.Td>
                <Table.Td>{order.meter_no ?? ''}</Table.Td>
                <Table.Td ta="right">{formatBaht(order.unpaid_satang)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={order.state === 'pending' ? 'orange' : 'red'}>
                    {t(`states.${order.state}`)}
                  </Badge>
                  {order.disconnected_on ? (
                    <Text size="xs" c="dimmed">
                      {t('ledger.disconnectedOn', {
                        date: formatDocumentDate(order.disconnected_on, 'short'),
                      })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    w={110}
                    min={0}
                    allowDecimal={false}
                    aria-label={t('cut.readingFor', { member: formatMemberId(order.memberId) })}
                    value={readings[order.id] ?? ''}
                    onChange={(v) =>
                      setReadings((r) => ({
                        ...r,
                        [order.id]: typeof v === 'number' ? v : undefined,
                      }))
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="wrap">
                    {allowedActions(order.state).map((action) => (
                      <Button
                        key={action}
                        size="compact-xs"
                        variant={action === 'cancel' ? 'subtle' : 'light'}
                        loading={transition.isPending && transition.variables?.id === order.id}
                        onClick={() => act(order, action)}
                      >
                        {t(`cut.action.${action}`, { fee: formatBaht(fee) })}
                      </Button>
                    ))}
                    {isAdmin && order.state === 'disconnected' ? (
                      <Button
                        size="compact-xs"
                        variant="outline"
                        color="grape"
                        onClick={() => act(order, 'request_reconnect', { allow: true })}
                      >
                        {t('cut.action.allow')}
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
