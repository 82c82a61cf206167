import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import type { TInvoiceCharge } from '@prapa/contracts/invoice-charges';
import { formatBaht } from '@prapa/domain/money';
import { ROLE } from '@prapa/domain/roles';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useClientCharges, useWaiveCharge } from '../api/invoice-charges.ts';

/**
 * A member's fee lines (late fees, reconnection fees; decision 028), each on the bill that
 * carries it. An administrator may waive a late fee on an unpaid bill, with a reason.
 * Nothing is shown for a member who never had one.
 */
export function ClientChargesTable({ clientId }: { clientId: number }) {
  const { t } = useTranslation('debt');
  const { role } = useSession();
  const isAdmin = role === ROLE.ADMIN || role === ROLE.DEV;
  const charges = useClientCharges(clientId);
  const waive = useWaiveCharge();
  const [waiving, setWaiving] = useState<TInvoiceCharge | null>(null);
  if (!charges.data || charges.data.length === 0) return null;

  const columns: DataTableColumn<TInvoiceCharge>[] = [
    { accessor: 'invoice_no', title: t('charges.invoice') },
    {
      accessor: 'kind',
      title: t('charges.line'),
      render: (c) =>
        c.kind === 'late_fee'
          ? t('charges.lateFee', { nos: c.source_invoice_nos.join(', ') })
          : t('charges.reconnectionFee'),
    },
    {
      accessor: 'amount_satang',
      title: t('charges.amount'),
      textAlign: 'right',
      render: (c) => (
        <Text size="sm" td={c.waived ? 'line-through' : undefined}>
          {formatBaht(c.amount_satang)}
        </Text>
      ),
    },
    {
      accessor: 'waived',
      title: t('charges.state'),
      render: (c) =>
        c.waived ? (
          <Stack gap={0}>
            <Badge color="gray" variant="light">
              {t('charges.waived')}
            </Badge>
            <Text size="xs" c="dimmed">
              {c.waive_reason}
              {c.waived_by ? ` · ${c.waived_by}` : ''}
            </Text>
          </Stack>
        ) : (
          <Badge color={c.invoice_status === 'paid' ? 'teal' : 'orange'} variant="light">
            {t(`charges.status.${c.invoice_status}`)}
          </Badge>
        ),
    },
    {
      accessor: 'actions',
      title: '',
      textAlign: 'right',
      render: (c) =>
        isAdmin && c.kind === 'late_fee' && !c.waived && c.invoice_status === 'unpaid' ? (
          <Button size="compact-sm" variant="light" color="orange" onClick={() => setWaiving(c)}>
            {t('charges.waive')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('charges.title')}
      </Title>
      <DataTable<TInvoiceCharge>
        columns={columns}
        records={charges.data}
        dataName={t('charges.dataName')}
      />
      <ReasonDialog
        opened={waiving !== null}
        onClose={() => setWaiving(null)}
        title={t('charges.waiveTitle')}
        message={
          waiving
            ? t('charges.waiveMessage', {
                amount: formatBaht(waiving.amount_satang),
                no: waiving.invoice_no,
              })
            : ''
        }
        reasonLabel={t('charges.reason')}
        confirmLabel={t('charges.waive')}
        confirmColor="orange"
        pending={waive.isPending}
        send={(reason) =>
          waive.mutateAsync({ id: waiving?.id ?? 0, reason }).then(() => setWaiving(null))
        }
      />
    </Stack>
  );
}
