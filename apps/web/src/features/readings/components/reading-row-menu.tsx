import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { READING_NOTES, type TReadingNote } from '@prapa/contracts/billing-cycles';
import type { TReadingRow } from '@prapa/contracts/readings';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/ui/confirm-action.ts';
import { useMarkReadings } from '../api/mark-readings.ts';
import type { ReadingEntry } from '../hooks/use-reading-entry.ts';

type ReadingRowMenuProps = { row: TReadingRow; cycleId: number | null; entry: ReadingEntry };

function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
      <circle cx="12" cy="5" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="12" cy="19" r="2" />
    </svg>
  );
}

type ReadingNoteMenuProps = {
  row: TReadingRow;
  disabled: boolean;
  loading: boolean;
  /** Called once the user confirmed the estimate. */
  onMark: (note: TReadingNote) => void;
};

/**
 * The row's menu "could not be read": no access or broken, recorded as an estimate after a
 * confirmation. Online (the server marks it at once) and offline (kept on the phone).
 */
export function ReadingNoteMenu({ row, disabled, loading, onMark }: ReadingNoteMenuProps) {
  const { t } = useTranslation('readings');

  const choose = async (note: TReadingNote) => {
    // An estimate becomes a bill: always asked (a menu item is easy to hit by mistake), and a
    // reading someone actually took is worth a second thought before it is replaced.
    const replacing = row.tag === 'recorded' && !row.estimated;
    const sure = await confirmAction({
      title: t(replacing ? 'mark.replaceTitle' : 'mark.confirmTitle'),
      message: replacing
        ? t('mark.replaceMessage', { name: row.fullname, reading: row.currentMeter })
        : t('mark.confirmMessage', { name: row.fullname, note: t(`mark.${note}`) }),
      confirmLabel: t(`mark.${note}`),
    });
    if (sure) onMark(note);
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('mark.menu', { name: row.fullname })}
          disabled={disabled}
          loading={loading}
        >
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('mark.label')}</Menu.Label>
        {READING_NOTES.map((note) => (
          <Menu.Item key={note} onClick={() => void choose(note)}>
            {t(`mark.${note}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Meters that could not be read: no access or broken, recorded as an estimate. */
export function ReadingRowMenu({ row, cycleId, entry }: ReadingRowMenuProps) {
  const { t } = useTranslation('readings');
  const mark = useMarkReadings();

  const onMark = (note: TReadingNote) => {
    if (cycleId === null) return;
    mark.mutate(
      { cycle_id: cycleId, meter_ids: [row.meter_id], note },
      {
        onSuccess: (result) => {
          entry.applySaved(result.readings);
          entry.forget(row.meter_id);
          notifications.show({
            color: 'green',
            message: t('mark.done', {
              name: row.fullname,
              reading: result.readings[0]?.current_reading ?? '',
            }),
          });
        },
      },
    );
  };

  return (
    <ReadingNoteMenu row={row} disabled={entry.disabled} loading={mark.isPending} onMark={onMark} />
  );
}
