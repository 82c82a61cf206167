import { ScrollArea, Table, Text } from '@mantine/core';
import type { TReportPreview } from '@prapa/contracts/reports';
import { useTranslation } from 'react-i18next';
import { formatReportCell, isNumeric } from './report-cell.ts';

/** The first rows of a report as they will be printed. */
export function ReportPreviewTable({ preview }: { preview: TReportPreview }) {
  const { t } = useTranslation('reports');
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('preview.count', { shown: preview.rows.length, total: preview.total_rows })}
      </Text>
      <ScrollArea type="auto" offsetScrollbars>
        <Table
          striped
          withTableBorder
          withColumnBorders
          fz="xs"
          miw={720}
          aria-label={preview.title}
        >
          <Table.Thead>
            <Table.Tr>
              {preview.columns.map((c) => (
                <Table.Th key={c.key} ta="center">
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={preview.columns.length} ta="center">
                  {t('preview.empty')}
                </Table.Td>
              </Table.Tr>
            ) : (
              preview.rows.map((row, i) => (
                // A cancelled bill shown for the record (form 17) is grey, counted in nothing.
                <Table.Tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no id; the order is the print order.
                  key={i}
                  c={row._mark === 'cancelled' ? 'dimmed' : undefined}
                  fs={row._mark === 'cancelled' ? 'italic' : undefined}
                >
                  {preview.columns.map((c) => (
                    <Table.Td
                      key={c.key}
                      ta={isNumeric(c.type) ? 'right' : 'left'}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {formatReportCell(c.type, row[c.key])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
