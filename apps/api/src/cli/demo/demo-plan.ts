import type { GeneratorPlan } from '../../modules/generator/generator-plan.ts';

/**
 * The demo village, as a generator plan with fixed members (docs/decisions/010): 60 users in
 * five หมู่ (members 1–12 in หมู่ 1, 13–24 in หมู่ 2 …), six monthly cycles up to the current
 * month. The traits the screens and the tests show are exact member lists, not shares.
 */
const IGNORED = [1, 2]; // the school and the temple of หมู่ 1
const BUSINESS = [14, 27, 38, 50];
const DEBTORS = [4, 11, 16, 23, 29, 34, 41, 46, 53, 58];
/** Four moved away and paid up (2_0); member 34 left owing (2_1). */
const CANCELLED = [9, 21, 34, 44, 55];
/** Their last bill is paid at the counter today (seedDemoCounterDay). */
const PAID_TODAY = [7, 19, 31, 48];

export const DEMO_OWING_HOUSEHOLDS = DEBTORS.length;
export const DEMO_PAID_TODAY = PAID_TODAY.length;
export const DEMO_VOID_REASON = 'รับเงินผิดราย บันทึกชำระให้ผู้ใช้น้ำผิดคน ออกใบเสร็จใหม่แล้ว';

export function demoPlan(): GeneratorPlan {
  return {
    kind: 'demo',
    clients: 60,
    months: 6,
    // Chosen so the closed cycles show a leak, a near-empty month and a "no access" estimate.
    seed: 2569,
    areas: 5,
    business: { ids: BUSINESS },
    ignored: { ids: IGNORED },
    cancelled: { ids: CANCELLED },
    debtors: { ids: DEBTORS },
    late: { ids: PAID_TODAY },
    rollover: { ids: [26] },
    constant: { ids: [40] },
    spikeShare: 0.02,
    lowShare: 0.02,
    estimateShare: 0.01,
    // The investigation page of the open cycle: a leak in หมู่ 1 and หมู่ 3, a near-empty month
    // in หมู่ 2 (member 40's constant meter is read there too).
    openSpike: { ids: [5, 30] },
    openLow: { ids: [18] },
    openReadShare: 0.55,
    // The demo closes and remits its last counter days itself (demo-remittance.ts).
    closeAndRemit: false,
    bankShare: 0.3,
    overpayShare: 0.3,
    partialShare: 0.5,
  };
}
