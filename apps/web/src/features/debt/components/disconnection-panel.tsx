import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TDebtorRow } from '@prapa/contracts/debt';
import { ROLE } from '@prapa/domain/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaSelect } from '../../../components/ui/area-select.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { openFileInNewTab } from '../../../lib/api-download.ts';
import { errorMessage, showError } from '../../../lib/show-error.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useDebtSettings } from '../api/debt-settings.ts';
import {
  downloadWorkOrder,
  useCreateDisconnections,
  useDisconnections,
  useTransitionDisconnection,
} from '../api/disconnections.ts';
import { debtorColumns } from './debtor-columns.tsx';
import { DisconnectionOrders, type OrderAct } from './disconnection-orders.tsx';

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
  // The same breakpoint as the debtors page: a phone gets the debtors' two-column layout and
  // the orders as cards (issue 19).
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

  const act: OrderAct = (order, action, extra = {}) => {
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
            columns={debtorColumns(t, phone)}
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
      <DisconnectionOrders
        phone={phone}
        orders={data?.orders ?? []}
        readings={readings}
        onReading={(id, reading) => setReadings((r) => ({ ...r, [id]: reading }))}
        onAct={act}
        pendingId={transition.isPending ? (transition.variables?.id ?? null) : null}
        fee={fee}
        isAdmin={isAdmin}
      />
    </Stack>
  );
}
