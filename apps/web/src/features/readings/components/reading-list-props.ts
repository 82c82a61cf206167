import type { ReadingEntry } from '../hooks/use-reading-entry.ts';

/** What the reading list takes, as cards on a phone (ReadingCards) or a table (ReadingTable). */
export type ReadingListProps = {
  entry: ReadingEntry;
  /** The cycle a meter is marked estimated in; null hides marking (no permission). */
  markCycleId: number | null;
  /** A closed cycle whose readings ADMIN/DEV may correct (decision 027); null otherwise. */
  correctCycleId?: number | null;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading: boolean;
};
