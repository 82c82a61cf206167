import { Group } from '@mantine/core';
import type { TReadingRow } from '@prapa/contracts/readings';
import { formatMemberId } from '@prapa/domain/member-id';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReadingEntry } from '../hooks/use-reading-entry.ts';
import { readingUnits, unitsOf } from '../utils/reading-units.ts';
import { CorrectClosedReadingButton } from './correct-closed-reading.tsx';
import { ReadingBadges } from './reading-badges.tsx';
import { ReadingInput } from './reading-input.tsx';
import { ReadingPrevious } from './reading-previous.tsx';
import { ReadingRowMenu } from './reading-row-menu.tsx';
import { ReadingUnitsCell } from './reading-units-cell.tsx';
import { WaterCostPopover } from './water-cost-popover.tsx';

/** The reading table on a desktop: who, which meter, last reading, this reading, units. */
export function readingColumns(
  t: TFunction<'readings'>,
  entry: ReadingEntry,
  /** The cycle a meter is marked estimated in; null hides marking (no permission). */
  markCycleId: number | null,
  /** A closed cycle whose readings ADMIN/DEV may correct (decision 027); null otherwise. */
  correctCycleId: number | null = null,
): DataTableColumn<TReadingRow>[] {
  return [
    {
      accessor: 'memberId',
      title: t('fields.memberId'),
      width: 115,
      render: (row) => formatMemberId(row.memberId),
    },
    { accessor: 'fullname', title: t('fields.fullname') },
    { accessor: 'house_no', title: t('fields.houseNo'), width: 100 },
    { accessor: 'meterNo', title: t('fields.meterNo'), width: 110 },
    {
      accessor: 'previousMeter',
      title: t('fields.previous'),
      width: 110,
      render: (row) => <ReadingPrevious row={row} />,
    },
    {
      accessor: 'currentMeter',
      title: t('fields.current'),
      width: 150,
      render: (row, index) => <ReadingInput row={row} index={index} entry={entry} />,
    },
    {
      accessor: 'diffUnit',
      title: t('fields.units'),
      width: 100,
      render: (row) => <ReadingUnitsCell row={row} value={entry.readingOf(row)} />,
    },
    {
      accessor: 'tag',
      title: t('fields.status'),
      width: 150,
      render: (row) => <ReadingBadges row={row} />,
    },
    {
      accessor: 'actions',
      title: t('fields.actions'),
      width: correctCycleId ? 120 : 90,
      textAlign: 'center',
      render: (row) => (
        <Group gap={2} justify="center" wrap="nowrap">
          <WaterCostPopover row={row} units={unitsOf(readingUnits(row, entry.readingOf(row)))} />
          {markCycleId === null ? null : (
            <ReadingRowMenu row={row} cycleId={markCycleId} entry={entry} />
          )}
          {correctCycleId ? (
            <CorrectClosedReadingButton row={row} cycleId={correctCycleId} />
          ) : null}
        </Group>
      ),
    },
  ];
}
