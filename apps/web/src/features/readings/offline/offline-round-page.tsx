import { Badge, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TReadingRow } from '@prapa/contracts/readings';
import { formatMemberId } from '@prapa/domain/member-id';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useReadingPermissions } from '../hooks/use-reading-permissions.ts';
import { OfflineProblems } from './offline-problems.tsx';
import { OfflineReadingCard } from './offline-reading-card.tsx';
import { dropRound, type OfflineState, recordEstimate, syncPending } from './offline-state.ts';
import type { OfflineRound } from './offline-store.ts';
import { useOfflineEntry } from './use-offline-entry.ts';

const PAGE = 50;

function matches(row: TReadingRow, q: string): boolean {
  if (q === '') return true;
  const text = `${formatMemberId(row.memberId)} ${row.memberId} ${row.fullname} ${row.house_no} ${row.meterNo}`;
  return text.toLowerCase().includes(q.toLowerCase());
}

type OfflineRoundPageProps = { round: OfflineRound; state: OfflineState };

/**
 * The reading screen over a downloaded round (decision 025): works without signal, keeps every
 * reading on the phone, shows how many wait, and sends them whenever the phone is online.
 */
export function OfflineRoundPage({ round, state }: OfflineRoundPageProps) {
  const { t, i18n } = useTranslation('readings');
  const [q, setQ] = useState('');
  const [show, setShow] = useState<'waiting' | 'all'>('waiting');
  const [limit, setLimit] = useState(PAGE);
  // The list the reader works through keeps its order while rows leave "waiting".
  const [shownIds, setShownIds] = useState<number[] | null>(null);

  const rowsById = useMemo(() => new Map(round.rows.map((row) => [row.meter_id, row])), [round]);
  const filtered = useMemo(() => {
    if (shownIds) return shownIds.flatMap((id) => rowsById.get(id) ?? []);
    return round.rows.filter(
      (row) => (show === 'all' || row.tag === 'waiting') && matches(row, q.trim()),
    );
  }, [round, rowsById, show, q, shownIds]);
  const rows = filtered.slice(0, limit);
  const entry = useOfflineEntry(round.cycle.id, rows);
  const { canMark } = useReadingPermissions();
  const pendingByMeter = new Map(state.pending.map((p) => [p.meter_id, p]));
  const waiting = state.pending.filter((p) => p.state === 'waiting').length;
  const problems = state.pending.filter((p) => p.state !== 'waiting');
  const freeze = () => setShownIds((ids) => ids ?? filtered.map((row) => row.meter_id));
  const refilter = () => {
    setShownIds(null);
    setLimit(PAGE);
  };

  const areaNames =
    round.areaIds.length === 0 ? t('offline.allAreas') : (round.areaNames ?? []).join(', ');

  const leave = async () => {
    if (!(await dropRound())) {
      notifications.show({
        color: 'orange',
        message: t('offline.leaveBlocked', { count: state.pending.length }),
      });
    }
  };

  return (
    // Made for a phone: on a wide screen the cards keep a phone's width rather than stretch.
    <Stack gap="md" maw={760}>
      <PageHeader title={t('manage.title')} description={t('offline.hint')} />
      <Text size="sm" c="dimmed" data-testid="offline-round">
        {t('offline.roundSummary', {
          cycle: round.cycle.bill_cycle_name,
          areas: areaNames,
          count: round.rows.length,
          at: new Date(round.downloadedAt).toLocaleString(
            i18n.language === 'en' ? 'en-GB' : 'th-TH',
          ),
        })}
      </Text>
      <Group gap="xs" wrap="wrap" aria-label={t('offline.pendingLabel')}>
        <Badge color={state.online ? 'green' : 'gray'} variant="light" tt="none">
          {state.online ? t('offline.online') : t('offline.offline')}
        </Badge>
        <Badge
          color={waiting > 0 ? 'blue' : 'green'}
          variant="filled"
          tt="none"
          data-testid="offline-pending"
        >
          {waiting > 0 ? t('offline.pending', { count: waiting }) : t('offline.allSent')}
        </Badge>
        <Button
          size="xs"
          variant="light"
          onClick={() => void syncPending()}
          loading={state.syncing}
          disabled={waiting === 0}
        >
          {t('offline.syncNow')}
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={() => void leave()}>
          {t('offline.leave')}
        </Button>
      </Group>
      {canMark ? null : (
        <Text size="sm" c="dimmed">
          {t('offline.noEstimate')}
        </Text>
      )}
      <OfflineProblems problems={problems} rowOf={(id) => rowsById.get(id)} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('offline.search')}
          value={q}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            refilter();
          }}
          style={{ flex: '1 1 14rem', minWidth: 0 }}
        />
        <SegmentedControl
          value={show}
          onChange={(value) => {
            setShow(value === 'all' ? 'all' : 'waiting');
            refilter();
          }}
          data={[
            { value: 'waiting', label: t('offline.show.waiting') },
            { value: 'all', label: t('offline.show.all') },
          ]}
        />
      </Group>
      <div ref={entry.containerRef} onFocusCapture={freeze}>
        <Stack gap="sm">
          {rows.length === 0 ? (
            <Text c="dimmed">{t('offline.empty')}</Text>
          ) : (
            rows.map((row, index) => (
              <OfflineReadingCard
                key={row.meter_id}
                row={row}
                index={index}
                entry={entry}
                pending={pendingByMeter.get(row.meter_id)}
                onEstimate={
                  canMark
                    ? (note) => {
                        entry.forget(row.meter_id);
                        void recordEstimate(row, round.cycle.id, note);
                      }
                    : null
                }
              />
            ))
          )}
          {filtered.length > rows.length ? (
            <Button variant="default" onClick={() => setLimit((n) => n + PAGE)}>
              {t('offline.showMore')}
            </Button>
          ) : null}
        </Stack>
      </div>
    </Stack>
  );
}
