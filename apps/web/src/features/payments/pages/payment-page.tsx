import { Alert, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TClientLookupItem } from '@prapa/contracts/clients';
import { sumSatang } from '@prapa/domain/money';
import { ROLE } from '@prapa/domain/roles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useMember } from '../api/find-member.ts';
import { useUnpaidInvoices } from '../api/get-unpaid-invoices.ts';
import { CashPanel, focusCashInput } from '../components/cash-panel.tsx';
import { ClientCard } from '../components/client-card.tsx';
import { ClientSearch } from '../components/client-search.tsx';
import { CreditPanel } from '../components/credit-panel.tsx';
import { UnpaidInvoices } from '../components/unpaid-invoices.tsx';
import { useTakePayment } from '../hooks/use-take-payment.ts';
import { isOutOfOrder } from '../utils/oldest-first.ts';

/** /process/payment: cash at the counter, one client at a time. */
export function PaymentPage() {
  const { t } = useTranslation('payments');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const { role } = useSession();
  const [client, setClient] = useState<TClientLookupItem | null>(null);
  const unpaid = useUnpaidInvoices(client?.id ?? null);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [override, setOverride] = useState(false);
  const [receivedSatang, setReceivedSatang] = useState<number | null>(null);
  const [payer, setPayer] = useState('');
  const [advance, setAdvance] = useState<number | null>(null);
  const payment = useTakePayment();
  // Opened from a client's billing page (`?client=00042`): that client is chosen already.
  const [search] = useSearchParams();
  const preset = useMember(search.get('client'));
  const presetClient = preset.data;

  // A freshly loaded list starts with everything chosen: most people pay all they owe.
  useEffect(() => {
    if (unpaid.data) setSelectedIds(unpaid.data.map((invoice) => invoice.id));
  }, [unpaid.data]);
  useEffect(() => {
    if (client) focusCashInput();
  }, [client]);
  useEffect(() => {
    if (presetClient) setClient(presetClient);
  }, [presetClient]);

  const invoices = unpaid.data ?? [];
  const order = invoices.map((invoice) => invoice.id);
  const chosen = invoices.filter((invoice) => selectedIds.includes(invoice.id));
  // What the bills still ask (credit and partial payments deducted, decision 031), plus an
  // advance an ADMIN takes as credit.
  const advanceSatang = role === ROLE.ADMIN ? (advance ?? 0) : 0;
  const totalSatang = sumSatang([
    ...chosen.map((invoice) => invoice.due_satang ?? invoice.total_charge),
    advanceSatang,
  ]);

  const choose = (next: TClientLookupItem | null) => {
    setClient(next);
    setSelectedIds([]);
    setOverride(false);
    setReceivedSatang(null);
    setPayer('');
    setAdvance(null);
    payment.clearFailure();
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      {client ? (
        <ClientCard client={client} onClear={() => choose(null)} />
      ) : (
        <ClientSearch onSelect={choose} />
      )}
      {client ? (
        <>
          <UnpaidInvoices
            invoices={unpaid.data}
            loading={unpaid.isPending}
            selectedIds={selectedIds}
            onSelectedIdsChange={setSelectedIds}
            canOverride={role === ROLE.ADMIN}
            override={override}
            onOverrideChange={setOverride}
          />
          <CreditPanel clientId={client.id} hasUnpaid={invoices.length > 0} />
          {role === ROLE.ADMIN ? (
            <MoneyInput
              label={t('credit.advance')}
              description={t('credit.advanceHint')}
              value={advance}
              onChange={(value) => setAdvance(value)}
              min={0}
              maw={360}
              data-testid="payment-advance"
            />
          ) : null}
          {unpaid.data && invoices.length === 0 ? (
            <Alert color="green">{t('invoices.none')}</Alert>
          ) : null}
          {payment.failure ? (
            <Alert color="red" title={t('failed')} role="alert">
              {payment.failure}
            </Alert>
          ) : null}
          <CashPanel
            // A new client starts with an empty cash field.
            key={client.id}
            count={chosen.length}
            totalSatang={totalSatang}
            receivedSatang={receivedSatang}
            onReceivedChange={setReceivedSatang}
            payer={payer}
            payerPlaceholder={client.fullname}
            onPayerChange={setPayer}
            submitting={payment.submitting}
            onSubmit={() => {
              if (receivedSatang === null) return;
              void payment.run({
                client,
                invoiceIds: selectedIds,
                totalSatang,
                receivedSatang,
                payer,
                outOfOrder: isOutOfOrder(order, selectedIds),
                advanceSatang,
              });
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}
