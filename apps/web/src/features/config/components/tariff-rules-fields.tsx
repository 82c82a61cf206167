import { Divider, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { TariffErrorCode } from '@prapa/domain/tariff';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../components/ui/integer-input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { ThaiDateInput } from '../../../components/ui/thai-date-input.tsx';
import type { TariffDraftState } from '../hooks/use-tariff-draft.ts';
import { DEFAULT_VAT_RATE_BP } from '../utils/tariff-draft.ts';
import { TariffTierEditor } from './tariff-tier-editor.tsx';

type TariffRulesFieldsProps = { state: TariffDraftState };

/** Everything a tariff version holds: from when, the tiers, minimums, meter fee and VAT. */
export function TariffRulesFields({ state }: TariffRulesFieldsProps) {
  const { t } = useTranslation('config-tariff');
  const { draft, setDraft, errors } = state;
  const errorOf = (code: TariffErrorCode) =>
    errors.some((error) => error.code === code) ? t(`errors.${code}`) : undefined;

  return (
    <Stack gap="md">
      <ThaiDateInput
        label={t('rules.effectiveFrom')}
        description={t('rules.effectiveFromHint')}
        value={draft.effective_from}
        onChange={(value) => setDraft((d) => ({ ...d, effective_from: value }))}
        error={state.dateMissing ? t('rules.effectiveFromRequired') : undefined}
        withAsterisk
      />
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('tiers.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('tiers.hint')}
        </Text>
        <TariffTierEditor
          tiers={draft.tiers}
          onChange={(tiers) => setDraft((d) => ({ ...d, tiers }))}
          errors={errors}
          onNumberProblem={state.trackNumber}
        />
      </Stack>
      <Divider />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <MoneyInput
          label={t('rules.minimumCharge')}
          description={t('rules.minimumChargeHint')}
          value={draft.minimum_charge_satang}
          onChange={(value, problem) => {
            setDraft((d) => ({ ...d, minimum_charge_satang: value }));
            state.trackNumber('minimum_charge', problem);
          }}
          error={errorOf('INVALID_MINIMUM_CHARGE')}
        />
        <IntegerInput
          label={t('rules.minimumUnits')}
          description={t('rules.minimumUnitsHint')}
          value={draft.minimum_units}
          onChange={(value, problem) => {
            setDraft((d) => ({ ...d, minimum_units: value }));
            state.trackNumber('minimum_units', problem);
          }}
          error={errorOf('INVALID_MINIMUM_UNITS')}
        />
      </SimpleGrid>
      <Switch
        label={t('rules.applyMeterFee')}
        description={t('rules.applyMeterFeeHint')}
        checked={draft.apply_meter_fee}
        onChange={(event) => {
          const { checked } = event.currentTarget;
          setDraft((d) => ({ ...d, apply_meter_fee: checked }));
        }}
      />
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Switch
          label={t('rules.vatEnabled')}
          checked={draft.vat_enabled}
          onChange={(event) => {
            const { checked } = event.currentTarget;
            setDraft((d) => ({
              ...d,
              vat_enabled: checked,
              // Switching VAT on offers the Thai rate unless one was already typed.
              vat_rate_bp: checked && !d.vat_rate_bp ? DEFAULT_VAT_RATE_BP : d.vat_rate_bp,
            }));
          }}
          mt={4}
        />
        {draft.vat_enabled ? (
          // Percent with two decimals, held in basis points: the money reading fits exactly.
          <MoneyInput
            label={t('rules.vatRate')}
            value={draft.vat_rate_bp}
            onChange={(value, problem) => {
              setDraft((d) => ({ ...d, vat_rate_bp: value }));
              state.trackNumber('vat_rate', problem);
            }}
            error={errorOf('INVALID_VAT_RATE')}
            rightSection="%"
            w={180}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
