import type { TBillingCycle } from '@prapa/contracts/billing-cycles';
import { READING_TAGS, type TReadingTag } from '@prapa/contracts/readings';

function positiveId(text: string | null): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/**
 * The filters a link can set: `?cycle=3&tag=waiting` (the billing page's "read the waiting
 * meters"), `?area=2` and `?q=` (a meter or member to find). Anything unreadable is ignored.
 */
export function filtersFromSearch(search: URLSearchParams) {
  const tag = search.get('tag');
  return {
    cycleId: positiveId(search.get('cycle')),
    areaId: positiveId(search.get('area')),
    tag: READING_TAGS.includes(tag as TReadingTag) ? (tag as TReadingTag) : null,
    // `?q=42`: the billing page's, the bill-run review's and the investigation page's links to
    // one member's reading.
    q: (search.get('q') ?? '').slice(0, 100),
  };
}

/** The cycle a screen opens on: the open one, else the newest. */
export function defaultCycle(cycles: readonly TBillingCycle[] | undefined): TBillingCycle | null {
  if (!cycles || cycles.length === 0) return null;
  return cycles.find((cycle) => cycle.status === 'open') ?? cycles[0] ?? null;
}
