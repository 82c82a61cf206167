/**
 * What the generator makes, as pure functions of (seed, client id, cycle index): every step
 * recomputes a client's traits from the same SQL expressions instead of storing a plan, so the
 * steps are independent statements and the data is the same for the same seed and size.
 */

export type GeneratorKind = 'demo' | 'scale';

/** Share of clients (or of readings) with a trait, or the exact member ids that have it. */
export type Trait = { share: number } | { ids: readonly number[] };

export type GeneratorPlan = {
  kind: GeneratorKind;
  clients: number;
  /** Monthly cycles up to the current month; all but the newest are closed and billed. */
  months: number;
  seed: number;
  areas: number;
  business: Trait;
  /** Left out of billing (temples, schools: decision 004). */
  ignored: Trait;
  /** Cancelled (2_x) some months ago: read and billed until then. */
  cancelled: Trait;
  /** Stopped paying: their last 2–3 bills are unpaid, the older ones past due. */
  debtors: Trait;
  /** Have not paid their last bill yet (the demo pays them at the counter "today"). */
  late: Trait;
  /** 4-digit meters that start just below 9,999 and roll over. */
  rollover: Trait;
  /** Meters that read the same every month (empty house). */
  constant: Trait;
  /** Per reading: a leak (×3–5, flagged high), a near-empty month (÷5, flagged low), an estimate. */
  spikeShare: number;
  lowShare: number;
  estimateShare: number;
  /**
   * Read in the open cycle with a leak (×3–5, flagged high) / a near-empty month (÷5, flagged
   * low), so the investigation lists of the open cycle have rows. Constant meters are read in
   * the open cycle too.
   */
  openSpike: Trait;
  openLow: Trait;
  /** Share of meters already read in the open cycle. */
  openReadShare: number;
  /**
   * Close every cashier-day of the months before the current one and remit them on their
   * deadlines (decision 021). The demo leaves it off: it closes and remits its last days
   * through the services itself (demo-remittance.ts).
   */
  closeAndRemit: boolean;
  /**
   * Bank payments (docs/decisions/020, 031): the share of members who pay through a bank (their
   * bills come back in the bank's daily files), the share of those who paid more than their
   * last bill (the rest is their credit balance), and the share of debtors who paid part of
   * their oldest unpaid bill through the bank (a held line resolved as a partial payment).
   */
  bankShare: number;
  overpayShare: number;
  partialShare: number;
};

export const GENERATOR_LIMITS = { clients: 200_000, months: 60 } as const;

/** A size for `npm run seed` and /dev/mock. */
export function scalePlan(clients: number, months: number, seed = 2569): GeneratorPlan {
  return {
    kind: 'scale',
    clients,
    months,
    seed,
    areas: Math.min(200, Math.max(5, Math.ceil(clients / 500))),
    business: { share: 0.06 },
    ignored: { share: 0.003 },
    cancelled: { share: 0.02 },
    debtors: { share: 0.06 },
    late: { ids: [] },
    rollover: { share: 0.01 },
    constant: { share: 0.01 },
    spikeShare: 0.004,
    lowShare: 0.003,
    estimateShare: 0.003,
    openSpike: { share: 0.003 },
    openLow: { share: 0.003 },
    openReadShare: 0.55,
    closeAndRemit: true,
    bankShare: 0.3,
    overpayShare: 0.05,
    partialShare: 0.3,
  };
}

/** Hot season (March–May) uses most, the rainy season least; index 0 = January. */
export const SEASON = [1.0, 1.05, 1.2, 1.3, 1.2, 1.0, 0.9, 0.85, 0.85, 0.9, 0.95, 1.0] as const;

/** Slots keep the traits of one client independent of each other. */
const SLOT = {
  business: 1,
  ignored: 2,
  cancelled: 3,
  cancelAt: 4,
  debtor: 5,
  debtMonths: 6,
  constant: 7,
  late: 8,
  base: 9,
  rollover: 10,
  rolloverStart: 11,
  initial: 12,
  noise: 13,
  spike: 14,
  low: 15,
  estimate: 16,
  openRead: 17,
  payDays: 18,
  payMinutes: 19,
  cash: 20,
  first: 21,
  last: 22,
  house: 23,
  houseSub: 24,
  meterSize: 25,
  phone: 26,
  email: 27,
  cashier: 28,
  spikeSize: 29,
  installed: 30,
  shop: 31,
  openSpike: 32,
  openLow: 33,
  bank: 34,
  bankPick: 35,
  overpay: 36,
  partial: 37,
} as const;

/** SQL expressions over a client id column (`c`) and a cycle index (`k`, a constant). */
export function planSql(plan: GeneratorPlan) {
  const seed = Math.trunc(plan.seed);
  /** Deterministic 0 ≤ x < 1 from a bigint key: PostgreSQL's own 64-bit hash, seeded. */
  const rnd = (key: string, slot: keyof typeof SLOT) =>
    `(((hashint8extended((${key})::bigint * 64 + ${SLOT[slot]}, ${seed}) >> 20) & 16777215)::float8 / 16777216)`;
  const perReading = (c: string, k: number) => `(${c})::bigint * 1024 + ${k}`;
  const has = (trait: Trait, c: string, slot: keyof typeof SLOT) =>
    'ids' in trait
      ? trait.ids.length === 0
        ? 'false'
        : `(${c}) = any('{${trait.ids.join(',')}}'::int[])`
      : `${rnd(c, slot)} < ${trait.share}`;
  const closed = plan.months - 1;

  const ignored = (c: string) => has(plan.ignored, c, 'ignored');
  const business = (c: string) => `(${has(plan.business, c, 'business')} or ${ignored(c)})`;
  const cancelled = (c: string) => `(${has(plan.cancelled, c, 'cancelled')} and not ${ignored(c)})`;
  /** The first cycle index in which a cancelled client is no longer read (≥ 1). */
  const cancelAt = (c: string) =>
    `(1 + floor(${rnd(c, 'cancelAt')} * ${Math.max(1, closed - 1)})::int)`;
  /** Index of the client's last billed cycle. */
  const lastBilled = (c: string) =>
    `(case when ${cancelled(c)} then ${cancelAt(c)} - 1 else ${closed - 1} end)`;
  const debtor = (c: string) => `(${has(plan.debtors, c, 'debtor')} and not ${ignored(c)})`;
  const late = (c: string) => `(${has(plan.late, c, 'late')} and not ${debtor(c)})`;
  // Two or three: the older of them is past its due date whatever the day of the month, so a
  // debtor is overdue (ค้างชำระ, decision 014), not just holding a bill not yet due.
  const debtMonths = (c: string) => `(2 + floor(${rnd(c, 'debtMonths')} * 2)::int)`;
  const constant = (c: string) => `(${has(plan.constant, c, 'constant')} and not ${business(c)})`;
  /** Usual monthly m³: households 6–28, business 40–120. */
  const base = (c: string) =>
    `(case when ${business(c)} then 40 + 80 * ${rnd(c, 'base')} else 6 + 22 * ${rnd(c, 'base')} end)`;

  const openSpike = (c: string) =>
    `(${has(plan.openSpike, c, 'openSpike')} and not ${constant(c)})`;
  const openLow = (c: string) =>
    `(${has(plan.openLow, c, 'openLow')} and not ${constant(c)} and not ${openSpike(c)})`;

  /** Whether the client is read in cycle k (k = plan.months − 1 is the open one). */
  const readIn = (c: string, k: number) => {
    const active = `(not ${cancelled(c)} or ${k} < ${cancelAt(c)})`;
    const planted = `(${constant(c)} or ${openSpike(c)} or ${openLow(c)})`;
    return k === closed
      ? `(not ${cancelled(c)} and (${rnd(perReading(c, k), 'openRead')} < ${plan.openReadShare} or ${planted}))`
      : active;
  };

  /** Units read in cycle k, and the flag/estimate that go with them. */
  const reading = (c: string, k: number, month: number) => {
    const season = SEASON[month - 1] ?? 1;
    const key = perReading(c, k);
    const usual = `${base(c)} * ${season}`;
    const planted = (trait: (c: string) => string) => (k === closed ? trait(c) : 'false');
    const spike = `((${k} >= 3 and ${rnd(key, 'spike')} < ${plan.spikeShare}) or ${planted(openSpike)})`;
    const low = `(not ${spike} and ((${k} >= 3 and ${rnd(key, 'low')} < ${plan.lowShare}) or ${planted(openLow)}))`;
    const estimate = `(not ${spike} and not ${low} and ${rnd(key, 'estimate')} < ${plan.estimateShare})`;
    const units = `(case when ${constant(c)} then 0
      when ${spike} then round(${usual} * (3 + 2 * ${rnd(key, 'spikeSize')}))
      when ${low} then greatest(1, round(${usual} / 5))
      when ${estimate} then round(${usual})
      else round(${usual} * (0.85 + 0.3 * ${rnd(key, 'noise')})) end)::int`;
    const flag = `(case when ${constant(c)} then null when ${spike} then 'high' when ${low} then 'low' end)`;
    const note = `(case when not ${constant(c)} and ${estimate} then 'no_access' end)`;
    return { units, flag, note };
  };

  /** Unpaid: a debtor's last 2–3 bills, a late payer's last bill; else paid when the day came. */
  const unpaid = (c: string, k: number) =>
    `((${debtor(c)} and ${k} > ${lastBilled(c)} - ${debtMonths(c)}) or (${late(c)} and ${k} = ${lastBilled(c)}))`;
  const payDays = (c: string, k: number) =>
    `(3 + floor(${rnd(perReading(c, k), 'payDays')} * 15)::int)`;
  const payMinutes = (c: string, k: number) =>
    `floor(${rnd(perReading(c, k), 'payMinutes')} * 420)::int`;
  const exactCash = (c: string, k: number) => `(${rnd(perReading(c, k), 'cash')} < 0.4)`;
  /** Pays through a bank (not a business that is left out of billing). */
  const bankPayer = (c: string) => `(${rnd(c, 'bank')} < ${plan.bankShare})`;
  /** 0 ≤ x < 1 per reading: picks the payer's bank, the channel and the time of the day. */
  const bankPick = (c: string, k: number) => rnd(perReading(c, k), 'bankPick');
  /** A bank payer who paid 10–200 baht more than their last billed bill: credit. */
  const overpaid = (c: string, k: number) =>
    `(${bankPayer(c)} and ${k} = ${lastBilled(c)} and not ${debtor(c)} and not ${late(c)}
      and ${rnd(c, 'overpay')} < ${plan.overpayShare})`;
  const overpayExtra = (c: string) =>
    `((10 + floor(${rnd(c, 'overpay')} * 1000000)::int % 190)::bigint * 100)`;
  /** A debtor who paid about half of their oldest unpaid bill through the bank. */
  const partial = (c: string, k: number) =>
    `(${debtor(c)} and ${k} = ${lastBilled(c)} - ${debtMonths(c)} + 1 and ${rnd(c, 'partial')} < ${plan.partialShare})`;

  return {
    rnd,
    closed,
    ignored,
    business,
    cancelled,
    cancelAt,
    debtor,
    late,
    lastBilled,
    readIn,
    reading,
    unpaid,
    payDays,
    payMinutes,
    exactCash,
    bankPayer,
    bankPick,
    overpaid,
    overpayExtra,
    partial,
  };
}

export type PlanSql = ReturnType<typeof planSql>;
