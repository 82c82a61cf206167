import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TReadingRow } from '@prapa/contracts/readings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { MonthlyUsageChart } from '../../../components/ui/monthly-usage-chart.tsx';
import { useAreaOptions } from '../../../lib/master-data/area-options.ts';
import { useOrganisation } from '../../../lib/organisation-query.ts';
import { useAllReadings, type WaterHistoryFilter } from '../api/get-all-readings.ts';
import { useCycleOptions } from '../api/get-cycle-options.ts';
import { useMonthlyUsage } from '../api/get-monthly-usage.ts';
import { AreaSelect } from '../components/area-select.tsx';
import { CycleSelect } from '../components/cycle-select.tsx';
import { PrintSheet } from '../components/print-sheet.tsx';
import { ReportActions } from '../components/report-actions.tsx';
import { reportColumns } from '../components/report-columns.tsx';
import { ReportTotals } from '../components/report-totals.tsx';
import { WaterHistoryPrint } from '../components/water-history-print.tsx';
import { useBrowserPrinting } from '../hooks/use-browser-printing.ts';
import { defaultCycle } from '../utils/initial-filters.ts';
import { reportTotals } from '../utils/report-totals.ts';

/** /report/waterhistory: one cycle's readings with totals, print, Excel and the monthly chart. */
export function WaterHistoryReportPage() {
  const { t } = useTranslation('readings');
  useDocumentTitle(`${t('report.title')} · PRAPA`);
  const cycles = useCycleOptions();
  const areas = useAreaOptions();
  const organisation = useOrganisation();
  const monthly = useMonthlyUsage();
  const [chosen, setChosen] = useState<WaterHistoryFilter>({ cycleId: null, area_id: null });
  const [printRequest, setPrintRequest] = useState(0);
  const ctrlP = useBrowserPrinting();

  const filter: WaterHistoryFilter = {
    cycleId: chosen.cycleId ?? defaultCycle(cycles.data)?.id ?? null,
    area_id: chosen.area_id,
  };
  const report = useAllReadings(filter, !cycles.isPending);
  const rows = report.data?.rows ?? [];
  const totals = reportTotals(rows);
  const area = areas.data?.find((item) => item.id === filter.area_id);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} maw={720}>
          <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
            {t('report.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('report.description')}
          </Text>
        </Stack>
        <ReportActions
          filter={filter}
          onPrint={() => setPrintRequest((count) => count + 1)}
          disabled={!report.isSuccess}
        />
      </Group>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        role="search"
        aria-label={t('report.filters')}
      >
        <CycleSelect
          cycles={cycles.data}
          value={filter.cycleId}
          onChange={(cycleId) => setChosen({ ...filter, cycleId })}
        />
        <AreaSelect
          value={filter.area_id}
          onChange={(areaId) => setChosen({ ...filter, area_id: areaId })}
        />
      </SimpleGrid>
      <ReportTotals totals={totals} />
      <DataTable<TReadingRow>
        columns={reportColumns(t)}
        records={report.data?.rows}
        idAccessor="meter_id"
        loading={cycles.isPending || report.isPending}
        dataName={t('manage.dataName')}
      />
      <Paper withBorder radius="md" p="md">
        <MonthlyUsageChart records={monthly.data} />
      </Paper>
      {report.data && (printRequest > 0 || ctrlP) ? (
        <PrintSheet key={printRequest} label={t('report.title')} printNow={printRequest > 0}>
          <WaterHistoryPrint
            organisation={organisation.data?.name ?? t('report.organisationFallback')}
            address={organisation.data?.address ?? ''}
            cycleName={report.data.cycle?.bill_cycle_name ?? t('units.none')}
            areaName={area ? `${area.area_code} · ${area.area_name}` : t('filters.allAreas')}
            rows={rows}
            totals={totals}
          />
        </PrintSheet>
      ) : null}
    </Stack>
  );
}
