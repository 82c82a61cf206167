import { Button, Group, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TBillingCycleSummary } from '@prapa/contracts/billing-cycles';
import type { TReadingRow } from '@prapa/contracts/readings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadUserMenu } from '../../../app/layouts/user-menu.tsx';
import { useAreaOptions } from '../../../lib/master-data/area-options.ts';
import { cacheLoadedAssets } from '../../../lib/service-worker.ts';
import { getAllReadings } from '../api/get-all-readings.ts';
import { keepRound } from './offline-state.ts';

type OfflineDownloadPanelProps = {
  cycle: Pick<TBillingCycleSummary, 'id' | 'status'> | null;
  /** The area chosen in the filters, offered first. */
  areaId: number | null;
};

/**
 * "Download a round" before going out: every meter of the open cycle in the chosen areas, with
 * the previous reading and the client's average the checks need, kept on the phone.
 */
export function OfflineDownloadPanel({ cycle, areaId }: OfflineDownloadPanelProps) {
  const { t } = useTranslation('readings');
  const areas = useAreaOptions();
  const [chosen, setChosen] = useState<string[]>(areaId === null ? [] : [String(areaId)]);
  const [busy, setBusy] = useState(false);
  const open = cycle?.status === 'open';

  const download = async () => {
    if (!cycle || !open) return;
    setBusy(true);
    try {
      const areaIds = chosen.map(Number);
      const lists = await Promise.all(
        (areaIds.length === 0 ? [null] : areaIds).map((area_id) =>
          getAllReadings({ cycleId: cycle.id, area_id }),
        ),
      );
      const first = lists[0]?.cycle;
      if (!first) throw new Error('no cycle');
      const rows: TReadingRow[] = lists.flatMap((list) => list.rows);
      // The user menu and the dialogs' provider load on first use; offline they could not, so
      // they are fetched (and kept by the service worker with the rest) before going out.
      await preloadUserMenu();
      await cacheLoadedAssets();
      const areaNames = areaIds.map(
        (id) => areas.data?.find((area) => area.id === id)?.area_name ?? String(id),
      );
      await keepRound({
        cycle: first,
        areaIds,
        areaNames,
        rows,
        downloadedAt: new Date().toISOString(),
      });
      notifications.show({
        color: 'green',
        message: t('offline.downloaded', { count: rows.length }),
      });
    } catch {
      notifications.show({ color: 'red', message: t('offline.downloadFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid="offline-download">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('offline.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {open ? t('offline.description') : t('offline.cycleNotOpen')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <MultiSelect
            label={t('offline.areas')}
            placeholder={chosen.length === 0 ? t('offline.allAreas') : undefined}
            data={(areas.data ?? []).map((area) => ({
              value: String(area.id),
              label: `${area.area_code} · ${area.area_name}`,
            }))}
            value={chosen}
            onChange={setChosen}
            clearable
            searchable
            style={{ flex: '1 1 14rem', minWidth: 0 }}
          />
          <Button onClick={() => void download()} loading={busy} disabled={!open}>
            {t('offline.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
