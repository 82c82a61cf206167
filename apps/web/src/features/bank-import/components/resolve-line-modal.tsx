import { Loader, Modal, NativeSelect, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type {
  TBankImportLine,
  TBankResolution,
  TBankResolveRequest,
} from '@prapa/contracts/bank-import';
import { formatMemberId, parseMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import { ROLE } from '@prapa/domain/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/show-error.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useMember } from '../../payments/api/find-member.ts';
import { useUnpaidInvoices } from '../../payments/api/get-unpaid-invoices.ts';
import { useResolveBankLine } from '../api/bank-import-api.ts';

/** The picker's value for "the oldest bills the amount covers" (pay only). */
const OLDEST_COVERED = '';

type Props = { importId: number; line: TBankImportLine | null; onClose: () => void };

/**
 * A held line resolved by hand (decision 031): pay the member's bills (the rest is credit), a
 * partial payment of one bill, all of it as credit, or a refund (ADMIN, with a reason). Paying
 * or paying in part, staff pick which of the member's unpaid bills: by default the oldest ones
 * the amount covers (pay) or the oldest (partial).
 */
export function ResolveLineModal({ importId, line, onClose }: Props) {
  const { t } = useTranslation('bank-import');
  const { role } = useSession();
  const resolve = useResolveBankLine();
  const [action, setAction] = useState<TBankResolution>('pay');
  const [member, setMember] = useState('');
  const [note, setNote] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const admin = role === ROLE.ADMIN || role === ROLE.DEV;
  const actions: TBankResolution[] = admin
    ? ['pay', 'partial', 'credit', 'refund']
    : ['pay', 'partial', 'credit'];
  const memberText = member.trim();
  const typedMember = memberText === '' ? null : parseMemberId(memberText);
  const needsMember = action !== 'refund' && line?.member_id == null && typedMember === null;
  const memberId = typedMember ?? line?.member_id ?? null;
  const picksInvoice = action === 'pay' || action === 'partial';
  const found = useMember(
    line !== null && picksInvoice && memberId !== null ? formatMemberId(memberId) : null,
  );
  const unpaid = useUnpaidInvoices(picksInvoice ? (found.data?.id ?? null) : null);
  // The bills a line can pay: unpaid, not cancelled, not moved into an instalment plan.
  const payable = (unpaid.data ?? []).filter((i) => i.cancelled_at === null && !i.in_plan);
  const oldest = payable[0] ? String(payable[0].id) : OLDEST_COVERED;
  const invoiceChoice = picked ?? (action === 'partial' ? oldest : OLDEST_COVERED);

  const close = () => {
    setAction('pay');
    setMember('');
    setNote('');
    setPicked(null);
    setFailure(null);
    onClose();
  };
  const send = async () => {
    if (!line) return;
    const body: TBankResolveRequest = {
      action,
      ...(typedMember !== null && action !== 'refund' ? { member_id: typedMember } : {}),
      ...(picksInvoice && invoiceChoice !== OLDEST_COVERED
        ? { invoice_id: Number(invoiceChoice) }
        : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    setFailure(null);
    try {
      const done = await resolve.mutateAsync({ importId, record: line.record, body });
      notifications.show({
        color: 'green',
        message: t('resolve.done', { no: done.receipt_no ?? '-' }),
      });
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal opened={line !== null} onClose={close} title={t('resolve.title')} size="lg">
      {line ? (
        <Stack gap="sm" data-testid="resolve-line">
          <Text>
            {t('resolve.line', {
              record: line.record,
              name: line.customer_name,
              amount: formatBaht(line.amount_satang),
              verdict: t(`verdict.${line.verdict}`),
            })}
          </Text>
          <Radio.Group
            label={t('resolve.how')}
            value={action}
            onChange={(value) => {
              setAction(value as TBankResolution);
              setPicked(null);
            }}
          >
            <Stack gap="xs" mt="xs">
              {actions.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`resolve.action.${value}`)}
                  description={t(`resolve.help.${value}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          {action !== 'refund' ? (
            <TextField
              label={t('resolve.member')}
              description={t('resolve.memberHint')}
              placeholder={line.member_id != null ? formatMemberId(line.member_id) : ''}
              value={member}
              onChange={(value) => {
                setMember(value);
                setPicked(null);
              }}
              error={memberText !== '' && typedMember === null ? t('resolve.memberInvalid') : null}
            />
          ) : null}
          {picksInvoice && memberId !== null ? (
            <NativeSelect
              label={t('resolve.invoice')}
              description={
                found.isFetched && !found.data
                  ? t('resolve.memberNotFound')
                  : unpaid.isFetched && payable.length === 0
                    ? t('resolve.noInvoices')
                    : undefined
              }
              rightSection={
                found.isFetching || unpaid.isFetching ? <Loader size="xs" /> : undefined
              }
              data={[
                ...(action === 'pay'
                  ? [{ value: OLDEST_COVERED, label: t('resolve.oldestCovered') }]
                  : []),
                ...payable.map((invoice) => ({
                  value: String(invoice.id),
                  label: t('resolve.invoiceOption', {
                    no: invoice.invoice_no,
                    cycle: invoice.bill_cycle_name,
                    due: formatBaht(invoice.due_satang ?? invoice.total_charge),
                  }),
                })),
              ]}
              value={invoiceChoice}
              onChange={(event) => setPicked(event.currentTarget.value)}
            />
          ) : null}
          <Textarea
            label={action === 'refund' ? t('resolve.reason') : t('resolve.note')}
            required={action === 'refund'}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            rows={2}
            maxLength={500}
          />
          <DialogActions
            failure={failure}
            onBack={close}
            backLabel={t('resolve.cancel')}
            confirmLabel={t('resolve.confirm')}
            confirmColor={action === 'refund' ? 'red' : undefined}
            pending={resolve.isPending}
            disabled={needsMember || (action === 'refund' && note.trim() === '')}
            onConfirm={() => void send()}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
