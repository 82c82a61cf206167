import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { READING_PAGE_SIZE_DEFAULT } from '@prapa/contracts/readings';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import { useCycleOptions } from '../api/get-cycle-options.ts';
import { type ReadingPageQuery, useReadings } from '../api/get-readings.ts';
import { ReadingCards } from '../components/reading-cards.tsx';
import { ReadingFilters, type ReadingFilterValues } from '../components/reading-filters.tsx';
import { ReadingProgress } from '../components/reading-progress.tsx';
import { ReadingTable } from '../components/reading-table.tsx';
import { useReadingEntry } from '../hooks/use-reading-entry.ts';
import { useReadingPermissions } from '../hooks/use-reading-permissions.ts';
import { OfflineDownloadPanel } from '../offline/offline-download-panel.tsx';
import { OfflineRoundPage } from '../offline/offline-round-page.tsx';
import { loadOfflineState, useOfflineState } from '../offline/offline-state.ts';
import { defaultCycle, filtersFromSearch } from '../utils/initial-filters.ts';

/**
 * /managemeter (จดมาตรวัดน้ำ): the meter reader's screen, keyboard first, phone friendly. With a
 * round downloaded to the phone it works from that copy, with or without signal (decision 025).
 */
export function ManageMeterPage() {
  const { t } = useTranslation('readings');
  useDocumentTitle(`${t('manage.title')} · PRAPA`);
  const offline = useOfflineState();
  // Again when another account signs in: each account has its own round on the phone.
  useEffect(() => {
    if (!offline.loaded) void loadOfflineState();
  }, [offline.loaded]);
  if (!offline.loaded) return <Loader aria-label={t('manage.title')} />;
  if (offline.round) return <OfflineRoundPage round={offline.round} state={offline} />;
  return <OnlineManageMeter offlineAvailable={offline.available} />;
}

function OnlineManageMeter({ offlineAvailable }: { offlineAvailable: boolean }) {
  const { t } = useTranslation('readings');
  const [search] = useSearchParams();
  const [filters, setFilters] = useState<ReadingFilterValues>(() => filtersFromSearch(search));
  const [page, setPage] = useState(1);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const cycles = useCycleOptions();
  const permissions = useReadingPermissions();
  const q = useDebouncedValue(filters.q);

  const cycleId = filters.cycleId ?? defaultCycle(cycles.data)?.id ?? null;
  const query: ReadingPageQuery = {
    cycleId,
    area_id: filters.areaId,
    tag: filters.tag,
    q: q.trim(),
    page,
    page_size: READING_PAGE_SIZE_DEFAULT,
  };
  // The cycle is known only once the list is in; asking before would show the server's default.
  const readings = useReadings(query, !cycles.isPending);
  const rows = readings.data?.rows ?? [];
  const total = readings.data?.total ?? 0;
  // The list is refreshed after a close; the page's own answer may be older.
  const cycle = cycles.data?.find((item) => item.id === cycleId) ?? readings.data?.cycle ?? null;
  const entry = useReadingEntry({
    query,
    setPage,
    rows,
    total,
    cycle,
    ready: readings.isSuccess && !readings.isPlaceholderData,
    canRecord: permissions.canRecord,
  });

  const changeFilters = (next: ReadingFilterValues) => {
    setFilters({ ...next, cycleId: next.cycleId ?? cycleId });
    setPage(1);
  };
  const list = {
    entry,
    markCycleId: permissions.canMark ? cycleId : null,
    correctCycleId: cycle?.status === 'closed' && permissions.canCorrectClosed ? cycle.id : null,
    total,
    page,
    pageSize: READING_PAGE_SIZE_DEFAULT,
    onPageChange: setPage,
    loading: cycles.isPending || readings.isPending,
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('manage.title')} description={t('manage.description')} />
      {cycles.isSuccess && cycles.data.length === 0 ? (
        <Alert color="orange" title={t('manage.noCycleTitle')}>
          {t('manage.noCycle')}
        </Alert>
      ) : null}
      <ReadingProgress cycleId={cycleId} />
      {offlineAvailable && permissions.canRecord && cycle?.status === 'open' ? (
        <OfflineDownloadPanel cycle={cycle} areaId={filters.areaId} />
      ) : null}
      {cycle?.status === 'closed' ? (
        <Alert color="gray" title={t('manage.closedTitle', { name: cycle.bill_cycle_name })}>
          {t('manage.closed')}
          {permissions.canCorrectClosed ? (
            <Text size="sm" mt={4}>
              {t('correctClosed.hint')}
            </Text>
          ) : null}
        </Alert>
      ) : null}
      <ReadingFilters
        cycles={cycles.data}
        values={{ ...filters, cycleId }}
        onChange={changeFilters}
      />
      {cycle?.status === 'open' && permissions.canRecord ? (
        <Text size="sm" c="dimmed">
          {t('manage.keyboardHint')}
        </Text>
      ) : null}
      <div ref={entry.containerRef}>
        {phone ? (
          <ReadingCards rows={rows} {...list} />
        ) : (
          <ReadingTable rows={readings.data?.rows} {...list} />
        )}
      </div>
    </Stack>
  );
}
