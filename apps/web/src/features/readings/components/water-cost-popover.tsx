import { ActionIcon, Group, Loader, Popover, Stack, Text, Tooltip } from '@mantine/core';
import type { TReadingRow } from '@prapa/contracts/readings';
import { formatBaht } from '@prapa/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/show-error.ts';
import { useWaterCost } from '../api/get-water-cost.ts';
import { useReadingPermissions } from '../hooks/use-reading-permissions.ts';

type WaterCostPopoverProps = { row: TReadingRow; units: number | null };

function Line({ label, satang, strong }: { label: string; satang: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="lg" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatBaht(satang)}
      </Text>
    </Group>
  );
}

/** The water cost of the typed units, asked from the server only when the reader opens it. */
export function WaterCostPopover({ row, units }: WaterCostPopoverProps) {
  const { t } = useTranslation('readings');
  const [opened, setOpened] = useState(false);
  const { canSeeCost } = useReadingPermissions();
  const cost = useWaterCost(row.client_id, units, opened && canSeeCost);
  const label = t('cost.open', { name: row.fullname });
  if (!canSeeCost) return null;

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Tooltip label={units === null ? t('cost.noUnits') : t('cost.title')} withinPortal>
          <ActionIcon
            variant="subtle"
            color="teal"
            aria-label={label}
            disabled={units === null}
            onClick={() => setOpened((current) => !current)}
          >
            <Text component="span" fw={700} size="sm" aria-hidden="true">
              ฿
            </Text>
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown miw={240} aria-label={t('cost.title')}>
        {cost.isPending ? (
          <Loader size="sm" aria-label={t('cost.loading')} />
        ) : cost.isError ? (
          <Text size="sm" c="red">
            {errorMessage(cost.error)}
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('cost.heading', { units: cost.data.units, group: cost.data.tariff_group_name })}
            </Text>
            <Line label={t('cost.water')} satang={cost.data.water_charge} />
            {cost.data.fee_charge > 0 ? (
              <Line label={t('cost.fee')} satang={cost.data.fee_charge} />
            ) : null}
            {cost.data.vat_charge > 0 ? (
              <Line label={t('cost.vat')} satang={cost.data.vat_charge} />
            ) : null}
            <Line label={t('cost.total')} satang={cost.data.total_charge} strong />
            {cost.data.minimum_applied ? (
              <Text size="xs" c="dimmed">
                {t('cost.minimum')}
              </Text>
            ) : null}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
