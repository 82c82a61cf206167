import { ActionIcon, Button, Group, Skeleton, Tooltip } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import type { MouseEvent } from 'react';
import { DeleteIcon, EditIcon, PrintIcon, ReportIcon } from './table-icons';

export type RowActions<T> = {
  onEdit?: ((record: T) => void) | undefined;
  onDelete?: ((record: T) => void) | undefined;
  onPrintReceipt?: ((record: T) => void) | undefined;
  onPrintReport?: ((record: T) => void) | undefined;
};

// A button inside a clickable row must not also "open" the row.
function only<T>(action: (record: T) => void, record: T) {
  return (event: MouseEvent) => {
    event.stopPropagation();
    action(record);
  };
}

/**
 * The fixed columns of spec §2, each present only when its handler is given: edit/delete icons in
 * the column with id `id`, a print-receipt button in `print_receipt`, a print-report icon in
 * `print_report`.
 */
export function actionColumns<T>(actions: RowActions<T>, t: TFunction<'ui'>): DataTableColumn<T>[] {
  const { onEdit, onDelete, onPrintReceipt, onPrintReport } = actions;
  const columns: DataTableColumn<T>[] = [];

  if (onEdit || onDelete) {
    columns.push({
      accessor: 'id',
      title: t('table.actions'),
      textAlign: 'center',
      width: 100,
      render: (record) => (
        <Group gap={4} justify="center" wrap="nowrap">
          {onEdit && (
            <Tooltip label={t('table.edit')} withinPortal>
              <ActionIcon
                variant="subtle"
                color="blue"
                aria-label={t('table.edit')}
                onClick={only(onEdit, record)}
              >
                <EditIcon />
              </ActionIcon>
            </Tooltip>
          )}
          {onDelete && (
            <Tooltip label={t('table.delete')} withinPortal>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('table.delete')}
                onClick={only(onDelete, record)}
              >
                <DeleteIcon />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    });
  }

  if (onPrintReceipt) {
    columns.push({
      accessor: 'print_receipt',
      title: t('table.receipt'),
      textAlign: 'center',
      width: 110,
      render: (record) => (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<PrintIcon />}
          aria-label={t('table.printReceipt')}
          onClick={only(onPrintReceipt, record)}
        >
          {t('table.print')}
        </Button>
      ),
    });
  }

  if (onPrintReport) {
    columns.push({
      accessor: 'print_report',
      title: t('table.report'),
      textAlign: 'center',
      width: 90,
      render: (record) => (
        <Tooltip label={t('table.printReport')} withinPortal>
          <ActionIcon
            variant="subtle"
            color="teal"
            aria-label={t('table.printReport')}
            onClick={only(onPrintReport, record)}
          >
            <ReportIcon />
          </ActionIcon>
        </Tooltip>
      ),
    });
  }

  return columns;
}

/** The same columns with every cell drawn as a skeleton bar, for the loading rows. */
export function skeletonColumns<T>(columns: DataTableColumn<T>[]): DataTableColumn<T>[] {
  return columns.map((column) => ({
    ...column,
    render: () => <Skeleton height={12} radius="xl" data-skeleton />,
  }));
}
