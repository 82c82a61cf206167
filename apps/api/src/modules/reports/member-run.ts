import type { TReportFilters } from '@prapa/contracts/reports';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { DEFAULT_LANG, translate } from '../../lib/i18n.ts';
import {
  countMembersByArea,
  findMemberBatch,
  listAreasInRouteOrder,
  type MemberKey,
} from './report-scope.repository.ts';
import type { ReportGroup, ReportRow, ReportRun } from './report-types.ts';

export const t = (key: string, params: Record<string, string | number> = {}) =>
  translate(DEFAULT_LANG, key, params);

export const areaLabel = (a: { code: string; name: string }) => `${a.code} ${a.name}`;

/** Areas with their row counts, in route order, dropping areas with no rows. */
export async function groupsOf(
  db: Db,
  filters: TReportFilters,
  counts: { area_id: number; n: number }[],
): Promise<ReportGroup[]> {
  const byArea = new Map(counts.map((c) => [c.area_id, c.n]));
  const areas = await listAreasInRouteOrder(db, filters.area_id);
  return areas
    .map((a) => ({ id: a.id, label: areaLabel(a), count: byArea.get(a.id) ?? 0 }))
    .filter((g) => g.count > 0);
}

export async function areaSubtitle(db: Db, filters: TReportFilters): Promise<string> {
  if (filters.area_id === undefined) return t('report.filter.all_areas');
  const [area] = await listAreasInRouteOrder(db, filters.area_id);
  return area ? t('report.filter.area', { area: areaLabel(area) }) : t('report.filter.all_areas');
}

/**
 * A report with one row per member, grouped by area in route order and read in keyset
 * batches, so a 100,000-member report never sits in memory.
 */
export async function memberRun<T>(
  db: Db,
  filters: TReportFilters,
  options: {
    scope: SQL;
    select: SQL;
    /** Extra joins for the rows (not for counting), e.g. a lateral of last readings. */
    lateral?: SQL;
    map: (row: T, seq: number) => ReportRow;
    subtitle: string;
  },
): Promise<ReportRun> {
  const groups = await groupsOf(db, filters, await countMembersByArea(db, options.scope));
  return {
    subtitle: options.subtitle,
    groups,
    total: groups.reduce((sum, g) => sum + g.count, 0),
    async *batches(batchSize) {
      let seq = 0;
      for (const group of groups) {
        let after: MemberKey | null = null;
        for (;;) {
          const rows: (T & MemberKey)[] = await findMemberBatch<T>(
            db,
            group.id,
            options.scope,
            options.select,
            after,
            batchSize,
            options.lateral,
          );
          if (rows.length === 0) break;
          const last = rows[rows.length - 1]!;
          after = { k1: last.k1, k2: last.k2, k3: last.k3 };
          yield {
            group: group.id,
            rows: rows.map((row) => {
              seq += 1;
              return options.map(row, seq);
            }),
          };
          if (rows.length < batchSize) break;
        }
      }
    },
  };
}
