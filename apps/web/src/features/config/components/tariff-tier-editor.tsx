import { ActionIcon, Box, Button, Group, Text } from '@mantine/core';
import type { TypedNumberError } from '@prapa/domain/parse-typed-number';
import type { TariffError } from '@prapa/domain/tariff';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../components/ui/integer-input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { DeleteIcon } from '../../../components/ui/table-icons.tsx';
import type { TierDraft } from '../utils/tariff-draft.ts';
import { addTier, removeTier, setTierEnd, updateTier } from '../utils/tariff-tiers.ts';

/** The contract allows at most 20 tiers. */
const MAX_TIERS = 20;

type TariffTierEditorProps = {
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  errors: readonly TariffError[];
  /** Text that cannot be read in one of the cells (named by tier key and column). */
  onNumberProblem: (field: string, problem: TypedNumberError | null) => void;
};

const GRID = {
  display: 'grid',
  gridTemplateColumns: '1.75rem minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.2fr) 2rem',
  gap: 'var(--mantine-spacing-xs)',
  alignItems: 'center',
} as const;

/**
 * Progressive tiers: whole units from–to, a rate in baht per unit; the last tier has no end
 * ('ขึ้นไป'). Changing where a tier ends moves the next one's start with it.
 */
export function TariffTierEditor({
  tiers,
  onChange,
  errors,
  onNumberProblem,
}: TariffTierEditorProps) {
  const { t } = useTranslation('config-tariff');
  const rowErrors = (index: number) => errors.filter((error) => error.tier === index);

  return (
    <Box>
      <Box style={GRID} role="group" aria-label={t('tiers.title')}>
        <Text size="xs" c="dimmed" ta="center">
          #
        </Text>
        <Text size="xs" c="dimmed">
          {t('tiers.from')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('tiers.to')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('tiers.rate')}
        </Text>
        <span />
        {tiers.map((tier, index) => {
          const n = index + 1;
          const last = index === tiers.length - 1;
          const problems = rowErrors(index);
          const invalid = problems.length > 0;
          return (
            <Fragment key={tier.key}>
              <Text size="sm" fw={600} ta="center">
                {n}
              </Text>
              <IntegerInput
                aria-label={t('tiers.fromOf', { n })}
                value={tier.from_unit}
                onChange={(value, problem) => {
                  onChange(updateTier(tiers, index, { from_unit: value }));
                  onNumberProblem(`${tier.key}.from`, problem);
                }}
                error={invalid}
              />
              {last ? (
                <Text size="sm" c="dimmed" data-testid="open-tier">
                  {t('tiers.andAbove')}
                </Text>
              ) : (
                <IntegerInput
                  aria-label={t('tiers.toOf', { n })}
                  value={tier.to_unit}
                  onChange={(value, problem) => {
                    onChange(setTierEnd(tiers, index, value));
                    onNumberProblem(`${tier.key}.to`, problem);
                  }}
                  error={invalid}
                />
              )}
              <MoneyInput
                aria-label={t('tiers.rateOf', { n })}
                value={tier.rate_satang}
                onChange={(value, problem) => {
                  onChange(updateTier(tiers, index, { rate_satang: value }));
                  onNumberProblem(`${tier.key}.rate`, problem);
                }}
                error={invalid}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('tiers.removeOf', { n })}
                disabled={tiers.length <= 1}
                onClick={() => {
                  for (const column of ['from', 'to', 'rate']) {
                    onNumberProblem(`${tier.key}.${column}`, null);
                  }
                  onChange(removeTier(tiers, index));
                }}
              >
                <DeleteIcon />
              </ActionIcon>
              {invalid ? (
                <Text size="xs" c="red" role="alert" style={{ gridColumn: '2 / -1' }}>
                  {problems.map((error) => t(`errors.${error.code}`)).join(' · ')}
                </Text>
              ) : null}
            </Fragment>
          );
        })}
      </Box>
      {errors.some((error) => error.code === 'NO_TIERS') ? (
        <Text size="xs" c="red" role="alert" mt="xs">
          {t('errors.NO_TIERS')}
        </Text>
      ) : null}
      <Group mt="sm">
        <Button
          variant="light"
          size="xs"
          onClick={() => onChange(addTier(tiers))}
          disabled={tiers.length >= MAX_TIERS}
        >
          {t('tiers.add')}
        </Button>
      </Group>
    </Box>
  );
}
