export type SelectionChange = {
  /** The selection to keep. */
  ids: number[];
  /** True when the change was refused: an older invoice would stay unpaid behind a newer one. */
  blocked: boolean;
};

/**
 * Invoices are paid oldest first (issue 6): choosing a newer invoice brings the older ones with
 * it, and leaving out an older one while a newer stays chosen is refused. With `override`
 * (ADMIN's "ข้ามลำดับ") any choice stands; the server checks the same rule again.
 *
 * `order` is every unpaid invoice id, oldest first.
 */
export function changeSelection(
  order: readonly number[],
  previous: readonly number[],
  next: readonly number[],
  override: boolean,
): SelectionChange {
  const wanted = order.filter((id) => next.includes(id));
  if (override) return { ids: wanted, blocked: false };
  const removed = previous.filter((id) => !next.includes(id));
  const newest = Math.max(-1, ...wanted.map((id) => order.indexOf(id)));
  if (removed.some((id) => order.indexOf(id) < newest)) {
    return { ids: order.filter((id) => previous.includes(id)), blocked: true };
  }
  return { ids: order.slice(0, newest + 1), blocked: false };
}

/** True when some chosen invoice has an older one left out (only possible with the override). */
export function isOutOfOrder(order: readonly number[], chosen: readonly number[]): boolean {
  const newest = Math.max(-1, ...chosen.map((id) => order.indexOf(id)));
  return order.slice(0, newest + 1).some((id) => !chosen.includes(id));
}
