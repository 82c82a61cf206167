import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useExportWaterHistory } from '../api/export-water-history.ts';
import type { WaterHistoryFilter } from '../api/get-all-readings.ts';

type ReportActionsProps = { filter: WaterHistoryFilter; onPrint: () => void; disabled: boolean };

/** Print (the browser's A4 print view) and the Excel workbook the API builds. */
export function ReportActions({ filter, onPrint, disabled }: ReportActionsProps) {
  const { t } = useTranslation('readings');
  const exportXlsx = useExportWaterHistory();
  const onExport = () =>
    exportXlsx.mutate(filter, {
      onSuccess: (file) =>
        notifications.show({
          color: 'green',
          message: t('report.exported', { name: file.filename ?? 'water-history.xlsx' }),
        }),
    });
  return (
    <Group gap="xs">
      <Button variant="default" onClick={onPrint} disabled={disabled}>
        {t('report.print')}
      </Button>
      <Button
        variant="default"
        onClick={onExport}
        loading={exportXlsx.isPending}
        disabled={disabled}
      >
        {t('report.exportXlsx')}
      </Button>
    </Group>
  );
}
