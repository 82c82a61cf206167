import {
  Alert,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type {
  TInvestigationCheck,
  TInvestigationRow,
  TInvestigationSort,
} from '@prapa/contracts/investigation';
import { canCallApi } from '@prapa/domain/access-list';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AreaSelect } from '../../../components/ui/area-select.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { openFileInNewTab, saveFile } from '../../../lib/api-download.ts';
import { errorMessage, showError } from '../../../lib/show-error.ts';
import { useSession } from '../../../lib/use-session.ts';
import { downloadFieldSheet } from '../api/download-field-sheet.ts';
import { exportInvestigation } from '../api/export-investigation.ts';
import { useCycleOptions } from '../api/get-cycle-options.ts';
import {
  type InvestigationListQuery,
  useInvestigationList,
} from '../api/get-investigation-list.ts';
import { investigationColumns } from '../components/investigation-columns.tsx';
import { OutcomeDialog } from '../components/outcome-dialog.tsx';
import { RowDetails } from '../components/row-details.tsx';
import { SettingsDialog } from '../components/settings-dialog.tsx';

type Tab = 'abnormal' | 'constant' | 'deviation';
const PAGE_SIZE = 10;
const SORT_KEYS: Record<string, TInvestigationSort> = {
  memberId: 'member_id',
  units: 'units',
  average: 'average',
  diff_units: 'diff_units',
  diff_pct: 'diff_pct',
};

/** `?cycle=12` (the bill-run review's link): a positive whole number, else null. */
function linkedCycle(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /investigation: the three checks of a cycle, their outcomes, the field sheet and export.
 * Opens on `?cycle=<id>` when it names a known cycle, else on the open one.
 */
export function InvestigationPage() {
  const { t } = useTranslation('investigation');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const cycles = useCycleOptions();
  const [search] = useSearchParams();
  const [cycleId, setCycleId] = useState<number | null>(() => linkedCycle(search.get('cycle')));
  const [areaId, setAreaId] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>('abnormal');
  const [direction, setDirection] = useState<'higher' | 'lower'>('higher');
  const [status, setStatus] = useState<'unchecked' | 'checked'>('unchecked');
  const [page, setPage] = useState(1);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<TInvestigationRow> | null>(null);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [recording, setRecording] = useState<TInvestigationRow | null>(null);
  const [downloading, setDownloading] = useState<'pdf' | 'xlsx' | null>(null);
  const [editingSettings, setEditingSettings] = useState(false);
  const { role, user } = useSession();
  // The thresholds are configuration: the server lets only the config write right change them.
  const mayEditSettings =
    role !== null &&
    canCallApi(
      role,
      {
        general_read: user.general_read === true,
        general_edit: user.general_edit === true,
        meter_read: user.meter_read === true,
        meter_edit: user.meter_edit === true,
      },
      'config',
      'write',
    );

  const openCycle = cycles.data?.find((c) => c.status === 'open') ?? cycles.data?.[0] ?? null;
  const knownCycle =
    cycleId !== null && (cycles.data ?? []).some((cycle) => cycle.id === cycleId) ? cycleId : null;
  const chosenCycle = knownCycle ?? openCycle?.id ?? null;
  const check: TInvestigationCheck = tab === 'deviation' ? direction : tab;
  const filter: Omit<InvestigationListQuery, 'page' | 'pageSize'> = {
    cycleId: chosenCycle,
    areaId,
    check,
    status,
    sort: sortStatus ? (SORT_KEYS[sortStatus.columnAccessor as string] ?? null) : null,
    order: sortStatus?.direction ?? null,
  };
  const list = useInvestigationList({ ...filter, page, pageSize: PAGE_SIZE }, !cycles.isPending);
  const counts = list.data?.counts;
  const settings = list.data?.settings;
  const countOf = (key: TInvestigationCheck) =>
    status === 'checked' ? counts?.checked[key] : counts?.[key];
  const deviationCount =
    counts === undefined ? undefined : (countOf('higher') ?? 0) + (countOf('lower') ?? 0);
  const cycleName = list.data?.cycle?.bill_cycle_name;

  const reset = () => {
    setPage(1);
    setExpanded([]);
  };
  const download = async (kind: 'pdf' | 'xlsx') => {
    setDownloading(kind);
    try {
      if (kind === 'pdf') {
        await openFileInNewTab(() => downloadFieldSheet(filter), `field-sheet-${check}.pdf`);
      } else {
        saveFile(await exportInvestigation(filter), `investigation-${check}.xlsx`);
      }
    } catch (error) {
      showError(error);
    } finally {
      setDownloading(null);
    }
  };

  const label = (text: string, count: number | undefined) => (
    <Group gap={6} wrap="nowrap">
      <span>{text}</span>
      <Badge size="sm" variant="light" color={count ? 'red' : 'gray'}>
        {count === undefined ? '…' : count.toLocaleString('en-US')}
      </Badge>
    </Group>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            {mayEditSettings ? (
              <Button
                variant="default"
                onClick={() => setEditingSettings(true)}
                disabled={!settings}
              >
                {t('actions.settings')}
              </Button>
            ) : null}
            <Button
              variant="default"
              onClick={() => void download('pdf')}
              loading={downloading === 'pdf'}
              disabled={!list.isSuccess}
            >
              {t('actions.fieldSheet')}
            </Button>
            <Button
              variant="default"
              onClick={() => void download('xlsx')}
              loading={downloading === 'xlsx'}
              disabled={!list.isSuccess}
            >
              {t('actions.excel')}
            </Button>
          </>
        }
      />
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="sm"
        role="search"
        aria-label={t('filters.label')}
      >
        <Select
          label={t('filters.cycle')}
          data={(cycles.data ?? []).map((cycle) => ({
            value: String(cycle.id),
            label: t(`filters.cycleOption.${cycle.status}`, { name: cycle.bill_cycle_name }),
          }))}
          value={chosenCycle === null ? null : String(chosenCycle)}
          onChange={(next) => {
            setCycleId(next ? Number(next) : null);
            reset();
          }}
          allowDeselect={false}
          placeholder={t('noCycle')}
        />
        <AreaSelect
          label={t('filters.area')}
          placeholder={t('filters.allAreas')}
          value={areaId}
          onChange={(next) => {
            setAreaId(next);
            reset();
          }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('filters.status')}
          </Text>
          <SegmentedControl
            value={status}
            onChange={(next) => {
              setStatus(next as 'unchecked' | 'checked');
              reset();
            }}
            data={[
              { value: 'unchecked', label: t('filters.unchecked') },
              { value: 'checked', label: t('filters.checked') },
            ]}
          />
        </Stack>
      </SimpleGrid>
      <Tabs
        value={tab}
        onChange={(next) => {
          setTab((next as Tab) ?? 'abnormal');
          setSortStatus(null);
          reset();
        }}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          <Tabs.Tab value="abnormal">{label(t('tabs.abnormal'), countOf('abnormal'))}</Tabs.Tab>
          <Tabs.Tab value="constant">{label(t('tabs.constant'), countOf('constant'))}</Tabs.Tab>
          <Tabs.Tab value="deviation">
            {label(t('tabs.deviation', { pct: settings?.deviation_pct ?? 30 }), deviationCount)}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {settings ? (
        <Text size="sm" c="dimmed">
          {tab === 'abnormal'
            ? t('rules.abnormal', {
                multiple: settings.abnormal_multiple_pct / 100,
                cycles: settings.average_cycles,
                min: settings.abnormal_min_units,
              })
            : tab === 'constant'
              ? t('rules.constant', { cycles: settings.constant_cycles })
              : t('rules.deviation', {
                  pct: settings.deviation_pct,
                  cycles: settings.average_cycles,
                })}
          {cycleName ? ` · ${cycleName}` : ''}
        </Text>
      ) : null}
      {tab === 'deviation' ? (
        <SegmentedControl
          value={direction}
          onChange={(next) => {
            setDirection(next as 'higher' | 'lower');
            setSortStatus(null);
            reset();
          }}
          data={[
            {
              value: 'higher',
              label: `${t('tabs.higher')} (${countOf('higher')?.toLocaleString('en-US') ?? '…'})`,
            },
            {
              value: 'lower',
              label: `${t('tabs.lower')} (${countOf('lower')?.toLocaleString('en-US') ?? '…'})`,
            },
          ]}
          maw={420}
        />
      ) : null}
      {list.error ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      <DataTable<TInvestigationRow>
        columns={[
          ...investigationColumns(t),
          ...(status === 'checked'
            ? [
                {
                  accessor: 'outcome',
                  title: t('columns.status'),
                  render: (row: TInvestigationRow) =>
                    row.outcome ? t(`outcomes.${row.outcome.outcome}`) : '–',
                },
              ]
            : []),
        ]}
        records={list.data?.rows}
        idAccessor="client_id"
        loading={cycles.isPending || list.isPending}
        dataName={t('dataName')}
        totalRecords={list.data?.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          setExpanded([]);
        }}
        sortStatus={sortStatus ?? { columnAccessor: '', direction: 'desc' }}
        onSortStatusChange={(next) => {
          setSortStatus(next);
          reset();
        }}
        rowExpansion={{
          allowMultiple: true,
          expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
          content: ({ record }) => (
            <RowDetails
              row={record}
              {...(status === 'unchecked' && chosenCycle !== null
                ? { onRecord: setRecording }
                : {})}
            />
          ),
        }}
      />
      {chosenCycle !== null ? (
        <OutcomeDialog
          row={recording}
          cycleId={chosenCycle}
          check={check}
          onClose={() => setRecording(null)}
        />
      ) : null}
      {mayEditSettings ? (
        <SettingsDialog
          opened={editingSettings}
          settings={settings}
          onClose={() => setEditingSettings(false)}
        />
      ) : null}
    </Stack>
  );
}
