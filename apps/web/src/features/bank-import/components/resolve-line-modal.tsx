import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
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
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/show-error.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useResolveBankLine } from '../api/bank-import-api.ts';

type Props = { importId: number; line: TBankImportLine | null; onClose: () => void };

/**
 * A held line resolved by hand (decision 031): pay the member's bills (the rest is credit), a
 * partial payment of the oldest bill, all of it as credit, or a refund (ADMIN, with a reason).
 */
export function ResolveLineModal({ importId, line, onClose }: Props) {
  const { t } = useTranslation('bank-import');
  const { role } = useSession();
  const resolve = useResolveBankLine();
  const [action, setAction] = useState<TBankResolution>('pay');
  const [member, setMember] = useState('');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const admin = role === ROLE.ADMIN || role === ROLE.DEV;
  const actions: TBankResolution[] = admin
    ? ['pay', 'partial', 'credit', 'refund']
    : ['pay', 'partial', 'credit'];
  const memberText = member.trim();
  const typedMember = memberText === '' ? null : parseMemberId(memberText);
  const needsMember = action !== 'refund' && line?.member_id == null && typedMember === null;

  const close = () => {
    setAction('pay');
    setMember('');
    setNote('');
    setFailure(null);
    onClose();
  };
  const send = async () => {
    if (!line) return;
    const body: TBankResolveRequest = {
      action,
      ...(typedMember !== null && action !== 'refund' ? { member_id: typedMember } : {}),
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
            onChange={(value) => setAction(value as TBankResolution)}
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
              onChange={(value) => setMember(value)}
              error={memberText !== '' && typedMember === null ? t('resolve.memberInvalid') : null}
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
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('resolve.cancel')}
            </Button>
            <Button
              color={action === 'refund' ? 'red' : undefined}
              loading={resolve.isPending}
              disabled={needsMember || (action === 'refund' && note.trim() === '')}
              onClick={() => void send()}
            >
              {t('resolve.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
