import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGE } from '@prapa/domain/access-list';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PrintDocument } from '../../../components/ui/print-document.tsx';
import { openFileInNewTab } from '../../../lib/api-download.ts';
import { useOrganisation } from '../../../lib/organisation-query.ts';
import { errorMessage, showError } from '../../../lib/show-error.ts';
import { downloadSlipPdf, useRemittance } from '../api/remittances.ts';
import { RemittanceSlip } from '../components/remittance-slip.tsx';

/** /process/accounting/remittance/:id: the remittance slip to print (A4). */
export function RemittanceSlipPage() {
  const { t } = useTranslation('remittance');
  const { id } = useParams();
  const remittance = useRemittance(Number(id));
  const organisation = useOrganisation();
  useDocumentTitle(`${t('slip.title')} ${remittance.data?.remittance_no ?? ''} · PRAPA`);
  if (remittance.isPending) return <Loader />;
  if (!remittance.data) return <Alert color="red">{errorMessage(remittance.error)}</Alert>;
  const no = remittance.data.remittance_no;
  const openPdf = () =>
    openFileInNewTab(() => downloadSlipPdf(Number(id)), `${no.replaceAll('/', '-')}.pdf`).catch(
      showError,
    );
  return (
    <Stack gap="md">
      <Group className="prapa-no-print">
        <Button onClick={() => window.print()}>{t('slip.print')}</Button>
        <Button variant="default" onClick={openPdf}>
          {t('slip.pdf')}
        </Button>
        <Button component={Link} to={PAGE.accounting} variant="light">
          {t('slip.back')}
        </Button>
      </Group>
      <PrintDocument paper="A4" label={`${t('slip.title')} ${remittance.data.remittance_no}`}>
        <RemittanceSlip remittance={remittance.data} organisation={organisation.data} />
      </PrintDocument>
    </Stack>
  );
}
