import { describe, expect, it } from 'vitest';
import { filterQuery, pageQuery } from './list-query.ts';

describe('client list query', () => {
  it('drops empty filters', () => {
    expect(filterQuery({ q: '  ', memberId: '', areaId: '', statusCode: '' })).toEqual({});
  });

  it('sends the typed member id in its printed form instead of the search text', () => {
    expect(filterQuery({ q: 'สมศรี', memberId: '๔๒', areaId: '3', statusCode: '2_1' })).toEqual({
      q: '00042',
      area_id: 3,
      status_code: '2_1',
    });
  });

  it('maps the sorted column to the server sort name', () => {
    expect(pageQuery({}, { columnAccessor: 'client_id', direction: 'desc' }, 3)).toEqual({
      sort: 'member_id',
      order: 'desc',
      page: 3,
      page_size: 10,
    });
  });
});
