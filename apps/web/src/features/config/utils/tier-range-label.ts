import type { TFunction } from 'i18next';

/** '0–10' or '51 ขึ้นไป', the way the office writes tariff tiers. */
export function tierRangeLabel(
  t: TFunction<'config-tariff'>,
  from: number,
  to: number | null,
): string {
  return to === null ? t('tiers.rangeOpen', { from }) : t('tiers.range', { from, to });
}
