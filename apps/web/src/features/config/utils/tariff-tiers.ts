import { newTierKey, type TierDraft } from './tariff-draft.ts';

/** The PWA habit: the first tier is 0–10, later ones ten units wide. */
const width = (from: number) => (from === 0 ? 10 : 9);

/** Closes the open last tier and appends a new open one right after it. */
export function addTier(tiers: readonly TierDraft[]): TierDraft[] {
  const last = tiers.at(-1);
  if (!last) return [{ key: newTierKey(), from_unit: 0, to_unit: null, rate_satang: null }];
  const from = last.from_unit ?? 0;
  const closedTo = last.to_unit ?? from + width(from);
  return [
    ...tiers.slice(0, -1),
    { ...last, to_unit: closedTo },
    { key: newTierKey(), from_unit: closedTo + 1, to_unit: null, rate_satang: null },
  ];
}

/** Removes a tier and joins its neighbours, so the rest stays continuous and ends open. */
export function removeTier(tiers: readonly TierDraft[], index: number): TierDraft[] {
  if (tiers.length <= 1) return [...tiers];
  const rest = tiers.filter((_, i) => i !== index);
  return rest.map((tier, i) => {
    let next = tier;
    if (i === index) {
      const previous = rest[i - 1];
      const from = previous ? (previous.to_unit ?? 0) + 1 : (tiers[0]?.from_unit ?? 0);
      next = { ...next, from_unit: from };
    }
    if (i === rest.length - 1) next = { ...next, to_unit: null };
    return next;
  });
}

/** Editing where a tier ends moves the start of the next one along with it. */
export function setTierEnd(tiers: readonly TierDraft[], index: number, to: number | null) {
  return tiers.map((tier, i) => {
    if (i === index) return { ...tier, to_unit: to };
    if (i === index + 1 && to !== null) return { ...tier, from_unit: to + 1 };
    return tier;
  });
}

export function updateTier(tiers: readonly TierDraft[], index: number, patch: Partial<TierDraft>) {
  return tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier));
}
