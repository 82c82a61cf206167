import { Divider, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { TariffErrorCode } from '@prapa/domain/tariff';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/ui/number-field.tsx';
import { ThaiDateInput } from '../../../components/ui/thai-date-input.tsx';
import type { TariffDraftState } from '../hooks/use-tariff-draft.ts';
import { fromHundredths, toHundredths } from '../utils/hundredths.ts';
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
        />
      </Stack>
      <Divider />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberField
          label={t('rules.minimumCharge')}
          description={t('rules.minimumChargeHint')}
          value={fromHundredths(draft.minimum_charge_satang)}
          onChange={(value) =>
            setDraft((d) => ({ ...d, minimum_charge_satang: toHundredths(value) }))
          }
          error={errorOf('INVALID_MINIMUM_CHARGE')}
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          allowNegative={false}
        />
        <NumberField
          label={t('rules.minimumUnits')}
          description={t('rules.minimumUnitsHint')}
          value={draft.minimum_units}
          onChange={(value) => setDraft((d) => ({ ...d, minimum_units: value }))}
          error={errorOf('INVALID_MINIMUM_UNITS')}
          allowDecimal={false}
          allowNegative={false}
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
          <NumberField
            label={t('rules.vatRate')}
            value={fromHundredths(draft.vat_rate_bp)}
            onChange={(value) => setDraft((d) => ({ ...d, vat_rate_bp: toHundredths(value) }))}
            error={errorOf('INVALID_VAT_RATE')}
            decimalScale={2}
            allowNegative={false}
            suffix=" %"
            w={140}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
