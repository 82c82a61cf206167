import { Badge, Button, Group, NumberInput, Paper, Stack, Table, Text } from '@mantine/core';
import type { TDisconnection } from '@prapa/contracts/debt';
import { allowedActions } from '@prapa/domain/disconnection';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { formatDocumentDate } from '../../../lib/dates.ts';
import type { TransitionInput } from '../api/disconnections.ts';

export type OrderAct = (
  order: TDisconnection,
  action: TransitionInput['action'],
  extra?: { allow?: boolean },
) => void;

type OrdersProps = {
  orders: readonly TDisconnection[];
  readings: Record<number, number | undefined>;
  onReading: (orderId: number, reading: number | undefined) => void;
  onAct: OrderAct;
  /** The order whose transition is in flight: its buttons spin. */
  pendingId: number | null;
  fee: number;
  isAdmin: boolean;
};

type OrderProps = Omit<OrdersProps, 'orders'> & { order: TDisconnection; phone: boolean };

/** The order's state, and the day the water was cut once it was. */
function OrderState({ order }: { order: TDisconnection }) {
  const { t } = useTranslation('debt');
  return (
    <Stack gap={0} align="flex-start">
      <Badge variant="light" color={order.state === 'pending' ? 'orange' : 'red'}>
        {t(`states.${order.state}`)}
      </Badge>
      {order.disconnected_on ? (
        <Text size="xs" c="dimmed">
          {t('ledger.disconnectedOn', { date: formatDocumentDate(order.disconnected_on, 'short') })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The meter reading recorded with the next step (cut or reconnected). */
function OrderReading({ order, readings, onReading, phone }: OrderProps) {
  const { t } = useTranslation('debt');
  return (
    <NumberInput
      size={phone ? 'sm' : 'xs'}
      w={phone ? undefined : 110}
      min={0}
      allowDecimal={false}
      inputMode="numeric"
      label={phone ? t('cut.reading') : undefined}
      aria-label={t('cut.readingFor', { member: formatMemberId(order.memberId) })}
      value={readings[order.id] ?? ''}
      onChange={(v) => onReading(order.id, typeof v === 'number' ? v : undefined)}
    />
  );
}

/** The order's next steps; an admin may also allow a reconnection without the fee paid. On a
 * phone each button takes the card's width and its (long Thai) label wraps. */
function OrderActions({ order, onAct, pendingId, fee, isAdmin, phone }: OrderProps) {
  const { t } = useTranslation('debt');
  const wrap = phone
    ? ({
        fullWidth: true,
        size: 'sm',
        h: 'auto',
        py: 6,
        styles: { label: { whiteSpace: 'normal' } },
      } as const)
    : ({ size: 'compact-xs' } as const);
  const buttons = (
    <>
      {allowedActions(order.state).map((action) => (
        <Button
          key={action}
          {...wrap}
          variant={action === 'cancel' ? 'subtle' : 'light'}
          loading={pendingId === order.id}
          onClick={() => onAct(order, action)}
        >
          {t(`cut.action.${action}`, { fee: formatBaht(fee) })}
        </Button>
      ))}
      {isAdmin && order.state === 'disconnected' ? (
        <Button
          {...wrap}
          variant="outline"
          color="grape"
          onClick={() => onAct(order, 'request_reconnect', { allow: true })}
        >
          {t('cut.action.allow')}
        </Button>
      ) : null}
    </>
  );
  return phone ? (
    <Stack gap={6}>{buttons}</Stack>
  ) : (
    <Group gap={4} wrap="wrap">
      {buttons}
    </Group>
  );
}

/** Desktop: one row per order, wide enough for the reading input and the buttons. */
function OrdersTable({ orders, ...props }: OrdersProps) {
  const { t } = useTranslation('debt');
  return (
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
          {orders.map((order) => (
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
              {/* Unwrapped: a narrow column would cut the badge short. */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <OrderState order={order} />
              </Table.Td>
              <Table.Td>
                <OrderReading order={order} phone={false} {...props} />
              </Table.Td>
              <Table.Td>
                <OrderActions order={order} phone={false} {...props} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phone: one card per order, so the reading input and the buttons need no sideways scroll. */
function OrderCards({ orders, ...props }: OrdersProps) {
  const { t } = useTranslation('debt');
  return (
    <Stack gap="sm" component="section" aria-label={t('cut.ordersLabel')}>
      {orders.map((order) => (
        <Paper
          key={order.id}
          withBorder
          radius="md"
          p="sm"
          component="article"
          aria-label={order.fullname}
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600}>
                  {formatMemberId(order.memberId)} · {order.fullname}
                </Text>
                <Text size="sm" c="dimmed">
                  {order.house_no} · {order.area_name}
                  {order.meter_no ? ` · ${t('cut.meter')} ${order.meter_no}` : ''}
                </Text>
              </Stack>
              {/* The name wraps rather than the badge being cut short. */}
              <div style={{ flexShrink: 0 }}>
                <OrderState order={order} />
              </div>
            </Group>
            <Text size="sm">
              {t('cut.unpaid')}: <b>{formatBaht(order.unpaid_satang)}</b>
            </Text>
            <OrderReading order={order} phone {...props} />
            <OrderActions order={order} phone {...props} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The disconnection orders: a table on a desktop, cards on a phone (issue 19). */
export function DisconnectionOrders({ phone, ...props }: OrdersProps & { phone: boolean }) {
  return phone ? <OrderCards {...props} /> : <OrdersTable {...props} />;
}
