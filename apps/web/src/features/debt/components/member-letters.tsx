import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import type { TMemberLedger } from '@prapa/contracts/debt';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { HIDE_ON_PHONE } from '../../../components/ui/hide-on-phone.ts';
import { openFileInNewTab } from '../../../lib/api-download.ts';
import { formatDocumentDate } from '../../../lib/dates.ts';
import { showError } from '../../../lib/show-error.ts';
import { downloadLetterCopy } from '../api/letters.ts';

/** The letters sent to a member and their disconnection orders, newest first. */
export function MemberLetters({ ledger }: { ledger: TMemberLedger }) {
  const { t } = useTranslation('debt');
  const copy = (id: number) =>
    openFileInNewTab(() => downloadLetterCopy(id), `debt-letter-${id}-copy.pdf`).catch(showError);
  return (
    <Stack gap="xs">
      <Title order={4}>{t('ledger.letters')}</Title>
      {ledger.letters.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('ledger.noLetters')}
        </Text>
      ) : (
        // On a phone the kind, date, amount and copy of each letter stay in view (issue 19); its
        // number (too long to wrap), pay-by date and signer give way.
        <Table.ScrollContainer minWidth={0}>
          <Table withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={HIDE_ON_PHONE}>{t('letters.no')}</Table.Th>
                <Table.Th>{t('letters.kind')}</Table.Th>
                <Table.Th>{t('letters.issuedOn')}</Table.Th>
                <Table.Th className={HIDE_ON_PHONE}>{t('letters.payBy')}</Table.Th>
                <Table.Th ta="right">{t('letters.amount')}</Table.Th>
                <Table.Th className={HIDE_ON_PHONE}>{t('letters.by')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ledger.letters.map((letter) => (
                <Table.Tr key={letter.id}>
                  <Table.Td className={HIDE_ON_PHONE}>{letter.letter_no}</Table.Td>
                  <Table.Td>{t(`kinds.${letter.kind}`)}</Table.Td>
                  <Table.Td>{formatDocumentDate(letter.issued_on, 'short')}</Table.Td>
                  <Table.Td className={HIDE_ON_PHONE}>
                    {formatDocumentDate(letter.pay_by, 'short')}
                  </Table.Td>
                  <Table.Td ta="right">{formatBaht(letter.amount_satang)}</Table.Td>
                  <Table.Td className={HIDE_ON_PHONE}>{letter.issued_by ?? ''}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() => void copy(letter.id)}
                    >
                      {t('notify.copy')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {ledger.disconnections.length > 0 ? (
        <Stack gap={4}>
          <Title order={4}>{t('ledger.disconnections')}</Title>
          {ledger.disconnections.map((order) => (
            <Text key={order.id} size="sm">
              <Badge variant="light" mr="xs">
                {t(`states.${order.state}`)}
              </Badge>
              {order.disconnected_on
                ? t('ledger.disconnectedOn', {
                    date: formatDocumentDate(order.disconnected_on, 'short'),
                  })
                : ''}{' '}
              {order.reconnected_on
                ? t('ledger.reconnectedOn', {
                    date: formatDocumentDate(order.reconnected_on, 'short'),
                  })
                : ''}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
