import { Stack, Text } from '@mantine/core';
import type { TReadingRow } from '@prapa/contracts/readings';
import { formatMemberId } from '@prapa/domain/member-id';
import { isUsageAnomalous } from '@prapa/domain/meter-reading';
import { confirmAction } from '../../../components/ui/confirm-action.ts';
import { i18n } from '../../../lib/i18n.ts';

type Asked = { row: TReadingRow; current: number; units: number };

function message(main: string, { row, current }: Asked) {
  const t = i18n.getFixedT(null, 'readings');
  return (
    <Stack gap={6}>
      <Text fw={600} size="lg">
        {main}
      </Text>
      <Text size="sm" c="dimmed">
        {t('confirm.readings', { previous: row.previousMeter, current })}
      </Text>
    </Stack>
  );
}

function title(row: TReadingRow): string {
  const t = i18n.getFixedT(null, 'readings');
  return t('confirm.title', { memberId: formatMemberId(row.memberId), name: row.fullname });
}

/** 'มาตรหมุนครบรอบ? หน่วยที่ใช้ = 7 หน่วย'; Enter confirms (the confirm button has focus). */
export function confirmRollover(asked: Asked): Promise<boolean> {
  const t = i18n.getFixedT(null, 'readings');
  return confirmAction({
    title: title(asked.row),
    message: message(t('confirm.rollover', { units: asked.units }), asked),
    confirmLabel: t('confirm.rolloverYes'),
    focusConfirm: true,
  });
}

/** 'หน่วยสูงกว่าค่าเฉลี่ยมาก (45 เทียบกับเฉลี่ย 12)', or lower; Enter confirms. */
export function confirmAnomaly(asked: Asked): Promise<boolean> {
  const t = i18n.getFixedT(null, 'readings');
  const average = asked.row.average_units;
  // The server decided it is unusual; the direction is only for the wording.
  const direction =
    average === null
      ? null
      : (isUsageAnomalous(asked.units, average) ?? (asked.units >= average ? 'high' : 'low'));
  const main =
    direction === null
      ? t('confirm.anomalyNoAverage', { units: asked.units })
      : t(`confirm.anomaly.${direction}`, {
          units: asked.units,
          average: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
            average ?? 0,
          ),
        });
  return confirmAction({
    title: title(asked.row),
    message: message(main, asked),
    confirmLabel: t('confirm.anomalyYes'),
    focusConfirm: true,
  });
}
