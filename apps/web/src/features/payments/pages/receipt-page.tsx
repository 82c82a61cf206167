import { Alert, Button, Group, Loader, SegmentedControl, Stack } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { PAGE } from '@prapa/domain/access-list';
import { ROLE } from '@prapa/domain/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useOrganisation } from '../../../lib/organisation-query.ts';
import { errorMessage } from '../../../lib/show-error.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useReceipt } from '../api/get-receipt.ts';
import { ReceiptDocument } from '../components/receipt-document.tsx';
import { VoidReceiptModal } from '../components/void-receipt-modal.tsx';

type Layout = 'A5' | 'slip80';

/** /process/payment/receipt/:id[?copy=1]: the receipt to print; `copy` reprints it. */
export function ReceiptPage() {
  const { t } = useTranslation('payments');
  const { id } = useParams();
  const [search] = useSearchParams();
  const copy = search.get('copy') === '1';
  const receiptId = Number(id);
  const receipt = useReceipt(receiptId, copy);
  const organisation = useOrganisation();
  const { role } = useSession();
  const [layout, setLayout] = useState<Layout>('A5');
  const [voidOpened, voidModal] = useDisclosure(false);
  useDocumentTitle(`${t('receipt.title')} ${receipt.data?.receipt_no ?? ''} · PRAPA`);

  if (receipt.isPending) return <Loader />;
  if (!receipt.data) {
    return (
      <Alert color="red" role="alert">
        {receipt.error ? errorMessage(receipt.error) : t('receipt.notFound')}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Group className="prapa-no-print" justify="space-between">
        <Group gap="sm">
          <SegmentedControl
            aria-label={t('receipt.layout')}
            value={layout}
            onChange={(value) => setLayout(value as Layout)}
            data={[
              { value: 'A5', label: t('receipt.a5') },
              { value: 'slip80', label: t('receipt.slip') },
            ]}
          />
          <Button onClick={() => window.print()}>{t('receipt.print')}</Button>
          <Button component={Link} to={PAGE.payment} variant="light">
            {t('receipt.back')}
          </Button>
        </Group>
        {role === ROLE.ADMIN && !receipt.data.voided ? (
          <Button color="red" variant="light" onClick={voidModal.open}>
            {t('receipt.void')}
          </Button>
        ) : null}
      </Group>
      <ReceiptDocument
        receipt={receipt.data}
        organisation={organisation.data}
        paper={layout}
        copy={copy}
      />
      <VoidReceiptModal receipt={receipt.data} opened={voidOpened} onClose={voidModal.close} />
    </Stack>
  );
}
