import { describe, expect, it } from 'vitest';
import type { TierDraft } from './tariff-draft.ts';
import { addTier, removeTier, setTierEnd } from './tariff-tiers.ts';

const tier = (key: number, from: number | null, to: number | null, rate: number | null = 100) =>
  ({ key, from_unit: from, to_unit: to, rate_satang: rate }) satisfies TierDraft;
const ranges = (tiers: TierDraft[]) => tiers.map((t) => [t.from_unit, t.to_unit]);

describe('tier editing', () => {
  it('adds a tier after the open one, PWA style: 0–10, then ten-unit steps', () => {
    const one = addTier([tier(1, 0, null)]);
    expect(ranges(one)).toEqual([
      [0, 10],
      [11, null],
    ]);
    expect(ranges(addTier(one))).toEqual([
      [0, 10],
      [11, 20],
      [21, null],
    ]);
  });

  it('removes a middle tier and joins its neighbours', () => {
    const tiers = [tier(1, 0, 10), tier(2, 11, 20), tier(3, 21, 30), tier(4, 31, null)];
    expect(ranges(removeTier(tiers, 1))).toEqual([
      [0, 10],
      [11, 30],
      [31, null],
    ]);
  });

  it('reopens the new last tier when the last one is removed', () => {
    const tiers = [tier(1, 0, 10), tier(2, 11, 20), tier(3, 21, null)];
    expect(ranges(removeTier(tiers, 2))).toEqual([
      [0, 10],
      [11, null],
    ]);
  });

  it('keeps the only tier', () => {
    expect(removeTier([tier(1, 0, null)], 0)).toHaveLength(1);
  });

  it('moves the next start when a tier end changes', () => {
    const tiers = [tier(1, 0, 10), tier(2, 11, null)];
    expect(ranges(setTierEnd(tiers, 0, 15))).toEqual([
      [0, 15],
      [16, null],
    ]);
    expect(ranges(setTierEnd(tiers, 0, null))).toEqual([
      [0, null],
      [11, null],
    ]);
  });
});
