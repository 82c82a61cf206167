/**
 * The two-counter sliding window (decision 016) used by the database-backed rate limits: the
 * current fixed window's count plus the previous window's count weighted by how much of it the
 * last `windowMs` still covers. Unlike a fixed window it cannot be doubled by spending a full
 * allowance on each side of a boundary.
 */
export function slidingHits(current: number, previous: number, elapsed: number, windowMs: number) {
  return current + previous * (1 - elapsed / windowMs);
}

/** Milliseconds from now until the estimate lets one more request through. */
export function slidingWaitMs(
  current: number,
  previous: number,
  elapsed: number,
  limit: number,
  windowMs: number,
) {
  if (current < limit && previous > 0) {
    // previous × (1 − x / W) + current + 1 ≤ limit  →  x ≥ W × (1 − (limit − current − 1) / previous)
    const x = windowMs * (1 - Math.max(0, limit - current - 1) / previous);
    return Math.max(0, x - elapsed);
  }
  // This window's count becomes the previous one; wait until enough of it has slid away.
  const next = current > 0 ? windowMs * (1 - Math.max(0, limit - 1) / current) : 0;
  return windowMs - elapsed + Math.max(0, next);
}
