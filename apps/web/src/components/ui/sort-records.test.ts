import { describe, expect, it } from 'vitest';
import { sortRecords } from './sort-records';

type Row = { id: number; name: string; debt: number | null; area?: { name: string } };

const rows: Row[] = [
  { id: 1, name: 'สมชาย', debt: 120, area: { name: 'ข' } },
  { id: 2, name: 'กมล', debt: null, area: { name: 'ก' } },
  { id: 3, name: 'บุญมี', debt: 5 },
  { id: 4, name: 'item 10', debt: 1000 },
  { id: 5, name: 'item 9', debt: 0 },
];

const ids = (list: Row[]) => list.map((row) => row.id);

describe('sortRecords', () => {
  it('sorts numbers numerically, empty cells last in both directions', () => {
    expect(ids(sortRecords(rows, { columnAccessor: 'debt', direction: 'asc' }))).toEqual([
      5, 3, 1, 4, 2,
    ]);
    expect(ids(sortRecords(rows, { columnAccessor: 'debt', direction: 'desc' }))).toEqual([
      4, 1, 3, 5, 2,
    ]);
  });

  it('sorts text in Thai order (Thai script before Latin) with numbers compared as numbers', () => {
    expect(ids(sortRecords(rows, { columnAccessor: 'name', direction: 'asc' }))).toEqual([
      2, 3, 1, 5, 4,
    ]);
  });

  it('follows dot paths and sortKey', () => {
    expect(
      ids(sortRecords(rows, { columnAccessor: 'area', sortKey: 'area.name', direction: 'asc' })),
    ).toEqual([2, 1, 3, 4, 5]);
    expect(ids(sortRecords(rows, { columnAccessor: 'area.name', direction: 'asc' }))).toEqual([
      2, 1, 3, 4, 5,
    ]);
  });

  it('returns a copy', () => {
    const before = [...rows];
    sortRecords(rows, { columnAccessor: 'debt', direction: 'asc' });
    expect(rows).toEqual(before);
  });
});
