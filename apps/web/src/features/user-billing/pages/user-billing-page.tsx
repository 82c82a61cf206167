import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { canOpenPage, PAGE } from '@prapa/domain/access-list';
import { sumSatang } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MonthlyUsageChart } from '../../../components/ui/monthly-usage-chart.tsx';
import { useOrganisation } from '../../../lib/organisation-query.ts';
import { errorMessage } from '../../../lib/show-error.ts';
import { useSession } from '../../../lib/use-session.ts';
import { PaymentCodes } from '../../bank-import/components/payment-codes.tsx';
import { ClientChargesTable } from '../../debt/components/client-charges-table.tsx';
import { useBillingClient } from '../api/get-billing-client.ts';
import { useClientInvoices } from '../api/get-client-invoices.ts';
import { useClientReceipts } from '../api/get-client-receipts.ts';
import { useClientUsage } from '../api/get-client-usage.ts';
import { ClientInvoicesTable } from '../components/client-invoices-table.tsx';
import { ClientReceiptsTable } from '../components/client-receipts-table.tsx';
import { ClientSummary } from '../components/client-summary.tsx';

/** /user-billing/:id (member id): one water user's details, debt, invoices, receipts and usage. */
export function UserBillingPage() {
  const { t } = useTranslation('user-billing');
  const { id = '' } = useParams();
  const { role } = useSession();
  const client = useBillingClient(id);
  const rowId = client.data?.id;
  const invoices = useClientInvoices(rowId);
  const receipts = useClientReceipts(rowId);
  const usage = useClientUsage(rowId);
  const organisation = useOrganisation();
  // Everything still owed, paid with one scan: Ref2 names the newest unpaid bill (decision 020).
  const unpaid = (invoices.data ?? []).filter((i) => i.status === 'unpaid');
  const newest = unpaid.reduce<(typeof unpaid)[number] | undefined>(
    (a, b) => (a === undefined || b.id > a.id ? b : a),
    undefined,
  );
  const owed = sumSatang(unpaid.map((i) => i.total_charge));
  useDocumentTitle(`${t('title')} ${client.data?.fullname ?? id} · PRAPA`);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
          {client.data ? `${t('title')}: ${client.data.fullname}` : t('title')}
        </Title>
        <Group gap="sm">
          <Button component={Link} to={PAGE.manageClient} variant="default">
            {t('back')}
          </Button>
          {client.data && role !== null && canOpenPage(role, PAGE.payment) ? (
            <Button component={Link} to={`${PAGE.payment}?client=${client.data.client_id}`}>
              {t('pay')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {client.error ? (
        <Alert color="red" role="alert">
          {errorMessage(client.error)}
        </Alert>
      ) : null}
      {client.data ? (
        <>
          <ClientSummary
            client={client.data}
            overdue={sumSatang(
              (invoices.data ?? []).filter((i) => i.overdue).map((i) => i.total_charge),
            )}
          />
          <ClientInvoicesTable
            memberId={client.data.client_id}
            invoices={invoices.data}
            loading={invoices.isPending}
          />
          {rowId === undefined ? null : <ClientChargesTable clientId={rowId} />}
          {newest && owed > 0 ? (
            <Paper withBorder p="md" radius="md" maw={520}>
              <PaymentCodes
                billerId={organisation.data?.promptpay_biller_id ?? ''}
                memberId={newest.memberId}
                invoiceNo={newest.invoice_no}
                amountSatang={owed}
              />
            </Paper>
          ) : null}
          <ClientReceiptsTable receipts={receipts.data} loading={receipts.isPending} />
          <Paper withBorder p="md" radius="md">
            <MonthlyUsageChart records={usage.data} height={260} />
          </Paper>
        </>
      ) : null}
    </Stack>
  );
}
