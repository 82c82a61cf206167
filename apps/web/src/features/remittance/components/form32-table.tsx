import { Table, Text } from '@mantine/core';
import type { TForm32 } from '@prapa/contracts/remittance';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';

const money = (v: number | undefined) => (v ? formatBaht(v) : '-');

/** Form 32 on screen: rows of days (or months), a column per area or collector, totals. */
export function Form32Table({ form }: { form: TForm32 }) {
  const { t } = useTranslation('remittance');
  return (
    <Table.ScrollContainer minWidth={Math.max(480, 160 + form.columns.length * 110)}>
      <Table striped withTableBorder withColumnBorders fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(form.view === 'year' ? 'form32.month' : 'form32.day')}</Table.Th>
            {form.columns.map((c) => (
              <Table.Th key={c.key} ta="right">
                {c.label}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('form32.row_total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {form.rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.label}</Table.Td>
              {form.columns.map((c) => (
                <Table.Td key={c.key} ta="right">
                  {money(r.cells[c.key])}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600}>
                {money(r.total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>{t('form32.total')}</Table.Td>
            {form.columns.map((c) => (
              <Table.Td key={c.key} ta="right">
                {money(form.totals[c.key])}
              </Table.Td>
            ))}
            <Table.Td ta="right">
              <Text fw={700} span>
                {formatBaht(form.total)}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
