import { Alert, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatBaht } from '@prapa/domain/money';
import { type ChargeBreakdown, computeCharge, type Tariff } from '@prapa/domain/tariff';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../components/ui/integer-input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { meterTypesQueryOptions } from '../api/get-meter-types.ts';
import { TariffPreviewBreakdown } from './tariff-preview-breakdown.tsx';

type TariffPreviewProps = {
  tariff: Tariff | null;
  /** Why there is nothing to compute while `tariff` is null. */
  unavailable?: { message: string; warn: boolean };
};

// The same function the server bills with, so what the preview shows is what a bill will say.
function charge(tariff: Tariff | null, units: number | null, fee: number | null) {
  if (!tariff || units === null) return null;
  try {
    return computeCharge(tariff, units, fee !== null && Number.isSafeInteger(fee) ? fee : 0);
  } catch {
    return null;
  }
}

/** Try a number of units against the tariff as it stands, tier by tier, with fee and VAT. */
export function TariffPreview({ tariff, unavailable }: TariffPreviewProps) {
  const { t } = useTranslation('config-tariff');
  // Picking a meter type is a convenience; the page works without the list.
  const meterTypes = useQuery({ ...meterTypesQueryOptions(), meta: { handlesErrors: true } });
  const [units, setUnits] = useState<number | null>(null);
  const [feeSatang, setFeeSatang] = useState<number | null>(0);
  const [meterTypeId, setMeterTypeId] = useState<string | null>(null);
  const result: ChargeBreakdown | null = charge(tariff, units, feeSatang);

  const pickMeterType = (id: string | null) => {
    setMeterTypeId(id);
    const type = meterTypes.data?.find((candidate) => String(candidate.id) === id);
    if (type) setFeeSatang(type.meter_type_fee);
  };
  const meterOptions = (meterTypes.data ?? []).map((type) => ({
    value: String(type.id),
    label: t('preview.meterOption', {
      name: type.meter_type_name,
      size: type.meter_size,
      fee: formatBaht(type.meter_type_fee),
    }),
  }));

  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <Title order={4}>{t('preview.title')}</Title>
        {/* The preview sits in a narrow column on the page and a wide one in the editor. */}
        <SimpleGrid type="container" cols={{ base: 1, '420px': 2 }}>
          <IntegerInput
            label={t('preview.units')}
            value={units}
            onChange={(value) => setUnits(value)}
          />
          <MoneyInput
            label={t('preview.meterFee')}
            value={feeSatang}
            onChange={(value) => {
              setMeterTypeId(null);
              setFeeSatang(value);
            }}
            disabled={tariff !== null && !tariff.apply_meter_fee}
          />
        </SimpleGrid>
        {meterOptions.length > 0 ? (
          <Select
            label={t('preview.meterType')}
            placeholder={t('preview.meterTypePlaceholder')}
            data={meterOptions}
            value={meterTypeId}
            onChange={pickMeterType}
            clearable
            disabled={tariff !== null && !tariff.apply_meter_fee}
          />
        ) : null}
        {!tariff ? (
          unavailable?.warn ? (
            <Alert color="yellow" variant="light">
              {unavailable.message}
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              {unavailable?.message}
            </Text>
          )
        ) : result ? (
          <TariffPreviewBreakdown tariff={tariff} result={result} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('preview.typeUnits')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
