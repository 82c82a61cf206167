import { Badge, Button, ScrollArea, Table } from '@mantine/core';
import type { TBankImportLine, TBankLine } from '@prapa/contracts/bank-import';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { formatDocumentDateTime } from '../../../lib/dates.ts';

const OUTCOME_COLOR = {
  applied: 'teal',
  held: 'yellow',
  rejected: 'red',
  refunded: 'gray',
} as const;

/** A verdict is a short Thai sentence: it wraps inside its badge instead of being cut off. */
const WRAPPING_BADGE = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2, maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.4 },
} as const;

type Line = TBankLine & Partial<Pick<TBankImportLine, 'resolution' | 'resolution_note'>>;

/**
 * Every line of a bank file with its verdict, as the dry run or the check shows it; on the
 * check, a held line has a button to resolve it by hand (decision 031).
 */
export function BankLinesTable<T extends Line>({
  lines,
  onResolve,
}: {
  lines: readonly T[];
  onResolve?: (line: T) => void;
}) {
  const { t } = useTranslation('bank-import');
  return (
    <ScrollArea type="auto">
      <Table striped withTableBorder miw={900} data-testid="bank-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('line.record')}</Table.Th>
            <Table.Th>{t('line.paidAt')}</Table.Th>
            <Table.Th>{t('line.name')}</Table.Th>
            <Table.Th>{t('line.ref1')}</Table.Th>
            <Table.Th>{t('line.ref2')}</Table.Th>
            <Table.Th>{t('line.channel')}</Table.Th>
            <Table.Th ta="right">{t('line.amount')}</Table.Th>
            <Table.Th>{t('line.verdict')}</Table.Th>
            <Table.Th>{t('line.result')}</Table.Th>
            {onResolve ? <Table.Th /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.record}>
              <Table.Td>{line.record}</Table.Td>
              <Table.Td>{line.paid_at ? formatDocumentDateTime(line.paid_at) : '-'}</Table.Td>
              <Table.Td>{line.customer_name}</Table.Td>
              <Table.Td>{line.ref1}</Table.Td>
              <Table.Td>{line.ref2}</Table.Td>
              <Table.Td>{line.channel}</Table.Td>
              <Table.Td ta="right">{formatBaht(line.amount_satang)}</Table.Td>
              <Table.Td>
                <Badge color={OUTCOME_COLOR[line.outcome]} variant="light" styles={WRAPPING_BADGE}>
                  {t(`verdict.${line.verdict}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {line.member_id !== null ? `${formatMemberId(line.member_id)} ` : ''}
                {line.invoice_nos.join(', ')}
                {line.receipt_no ? ` → ${line.receipt_no}` : ''}
                {line.credit_satang > 0
                  ? ` · ${t('line.credit', { amount: formatBaht(line.credit_satang) })}`
                  : ''}
                {line.resolution
                  ? ` · ${t(`resolve.by.${line.resolution}`)}${line.resolution_note ? `: ${line.resolution_note}` : ''}`
                  : ''}
              </Table.Td>
              {onResolve ? (
                <Table.Td>
                  {line.outcome === 'held' ? (
                    <Button size="xs" variant="light" onClick={() => onResolve(line)}>
                      {t('resolve.open')}
                    </Button>
                  ) : null}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
