import { Table } from '@mantine/core';
import type { TPlanBill } from '@prapa/contracts/instalments';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { HIDE_ON_PHONE } from '../../../components/ui/hide-on-phone.ts';
import { formatDocumentDate } from '../../../lib/dates.ts';

/**
 * The overdue bills a plan takes over (or took over), each with its total and what was still
 * due on it: a plan takes over only the part not yet paid or met by credit, so the last column
 * adds up to the plan's arrears (decision 029). On a phone the bill (its month) and both
 * amounts stay in view (issue 19); the invoice number and due date give way. A hidden cell
 * takes no column, so the footer row leaves them out too.
 */
export function PlanBillsTable({ bills, arrears }: { bills: TPlanBill[]; arrears: number }) {
  const { t } = useTranslation('debt');
  return (
    // No minimum width: the table fits a phone once its two columns give way; the container
    // only catches a rare overlong cell, which then scrolls inside the box, not the page.
    <Table.ScrollContainer minWidth={0}>
      <Table withTableBorder fz="sm" aria-label={t('plan.arrears')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('plan.col.month')}</Table.Th>
            <Table.Th className={HIDE_ON_PHONE}>{t('plan.col.invoice')}</Table.Th>
            <Table.Th className={HIDE_ON_PHONE}>{t('plan.col.due')}</Table.Th>
            <Table.Th ta="right">{t('plan.col.billTotal')}</Table.Th>
            <Table.Th ta="right">{t('plan.col.takenOver')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bills.map((bill) => (
            <Table.Tr key={bill.id}>
              <Table.Td>{bill.cycle_name || t('plan.openingBalance')}</Table.Td>
              <Table.Td className={HIDE_ON_PHONE}>{bill.invoice_no}</Table.Td>
              <Table.Td className={HIDE_ON_PHONE}>
                {formatDocumentDate(bill.due_date, 'short')}
              </Table.Td>
              <Table.Td ta="right">{formatBaht(bill.total_satang)}</Table.Td>
              <Table.Td ta="right">{formatBaht(bill.due_satang)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700} data-testid="plan-bills-total">
            <Table.Td>{t('plan.arrearsTotal')}</Table.Td>
            <Table.Td colSpan={2} className={HIDE_ON_PHONE} />
            <Table.Td />
            <Table.Td ta="right">{formatBaht(arrears)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
