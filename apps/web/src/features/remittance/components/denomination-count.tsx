import { NumberInput, SimpleGrid } from '@mantine/core';
import { formatBaht } from '@prapa/domain/money';
import { THAI_DENOMINATIONS } from '@prapa/domain/remittance';

type Props = {
  counts: Record<string, number>;
  onChange: (counts: Record<string, number>) => void;
};

/** How many of each Thai note and coin were in the drawer. */
export function DenominationCount({ counts, onChange }: Props) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {THAI_DENOMINATIONS.map((value) => (
        <NumberInput
          key={value}
          label={formatBaht(value)}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={counts[value] ?? ''}
          onChange={(next) => {
            const n = typeof next === 'number' ? next : Number.parseInt(next || '0', 10);
            onChange({ ...counts, [value]: Number.isFinite(n) ? n : 0 });
          }}
        />
      ))}
    </SimpleGrid>
  );
}
