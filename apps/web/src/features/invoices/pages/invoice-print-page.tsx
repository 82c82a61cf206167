import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { userBillingPath } from '../../../lib/document-paths.ts';
import { useOrganisation } from '../../../lib/organisation-query.ts';
import { errorMessage } from '../../../lib/show-error.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { BillDocument } from '../components/bill-document.tsx';

/** /user-billing/:id/invoice/:invoiceId/print: one bill on A5. */
export function InvoicePrintPage() {
  const { t } = useTranslation('invoices');
  const { id = '', invoiceId } = useParams();
  const invoice = useInvoice(Number(invoiceId));
  const organisation = useOrganisation();
  useDocumentTitle(`${t('bill.title')} ${invoice.data?.invoice_no ?? ''} · PRAPA`);

  if (invoice.isPending) return <Loader />;
  if (!invoice.data) {
    return (
      <Alert color="red" role="alert">
        {invoice.error ? errorMessage(invoice.error) : t('bill.notFound')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Group className="prapa-no-print" gap="sm">
        <Button onClick={() => window.print()}>{t('bill.print')}</Button>
        <Button component={Link} to={userBillingPath(id)} variant="light">
          {t('bill.back')}
        </Button>
      </Group>
      <BillDocument invoice={invoice.data} organisation={organisation.data} />
    </Stack>
  );
}
