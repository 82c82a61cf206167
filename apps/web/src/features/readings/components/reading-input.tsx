import { Loader } from '@mantine/core';
import type { TReadingRow } from '@prapa/contracts/readings';
import { formatMemberId } from '@prapa/domain/member-id';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/ui/number-field.tsx';
import type { ReadingEntry } from '../hooks/use-reading-entry.ts';
import { ROW_INDEX_ATTRIBUTE } from '../hooks/use-row-focus.ts';

type ReadingInputProps = {
  row: TReadingRow;
  index: number;
  entry: ReadingEntry;
  /** Phones get a taller field for thumbs. */
  size?: 'md' | 'lg';
};

/**
 * The current reading of one meter: digits only, a numeric keypad on phones, no arrow-key
 * stepping (a slipped finger must not change a reading), Enter saves and moves on.
 */
export function ReadingInput({ row, index, entry, size = 'md' }: ReadingInputProps) {
  const { t } = useTranslation('readings');
  const saving = entry.isSaving(row);
  return (
    <NumberField
      aria-label={t('input.label', { memberId: formatMemberId(row.memberId), name: row.fullname })}
      placeholder={t('input.placeholder')}
      value={entry.readingOf(row)}
      onChange={(value) => entry.setValue(row, value)}
      onKeyDown={entry.onKeyDown(row, index)}
      error={entry.errorOf(row)}
      disabled={entry.disabled}
      readOnly={saving}
      size={size}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      withKeyboardEvents={false}
      selectAllOnFocus
      inputMode="numeric"
      enterKeyHint="next"
      autoComplete="off"
      rightSection={saving ? <Loader size="xs" aria-label={t('input.saving')} /> : null}
      styles={{ input: { fontVariantNumeric: 'tabular-nums', fontWeight: 600 } }}
      {...{ [ROW_INDEX_ATTRIBUTE]: index }}
    />
  );
}
