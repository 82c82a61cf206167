import { Loader } from '@mantine/core';
import type { TReadingRow } from '@prapa/contracts/readings';
import { formatMemberId } from '@prapa/domain/member-id';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../components/ui/integer-input.tsx';
import type { ReadingEntry } from '../hooks/use-reading-entry.ts';
import { ROW_INDEX_ATTRIBUTE } from '../hooks/use-row-focus.ts';

// A meter type with impossible digits is left to the server to judge, as readingUnits does.
const readingBound = (digits: number) =>
  Number.isInteger(digits) && digits >= 1 && digits <= 15 ? { max: 10 ** digits - 1 } : {};

type ReadingInputProps = {
  row: TReadingRow;
  index: number;
  entry: ReadingEntry;
  /** Phones get a taller field for thumbs. */
  size?: 'md' | 'lg';
};

/**
 * The current reading of one meter: a whole number (a typed '12.5' is refused, not read as
 * 125), a numeric keypad on phones, no arrow-key stepping (a slipped finger must not change a
 * reading), Enter saves and moves on.
 */
export function ReadingInput({ row, index, entry, size = 'md' }: ReadingInputProps) {
  const { t } = useTranslation('readings');
  const saving = entry.isSaving(row);
  return (
    <IntegerInput
      aria-label={t('input.label', { memberId: formatMemberId(row.memberId), name: row.fullname })}
      placeholder={t('input.placeholder')}
      value={entry.readingOf(row)}
      onChange={(value, problem) => entry.setValue(row, value, problem)}
      onKeyDown={entry.onKeyDown(row, index)}
      error={entry.errorOf(row)}
      disabled={entry.disabled}
      readOnly={saving}
      size={size}
      {...readingBound(row.meter_digit)}
      onFocus={(event) => event.currentTarget.select()}
      enterKeyHint="next"
      rightSection={saving ? <Loader size="xs" aria-label={t('input.saving')} /> : null}
      styles={{ input: { fontVariantNumeric: 'tabular-nums', fontWeight: 600 } }}
      {...{ [ROW_INDEX_ATTRIBUTE]: index }}
    />
  );
}
