import type { TReadingRow } from '@prapa/contracts/readings';
import { type FakeRoute, type fakeApi, json } from '../../../app/testing/fake-api.ts';
import { CLOSED_CYCLE, OPEN_CYCLE } from '../../../test/fake-cycles.ts';
import { fakeSaved, ROWS } from './fake-readings.ts';

export const AREAS = [
  {
    id: 1,
    area_code: 'A01',
    area_name: 'หมู่ 1 บ้านหนองน้ำ',
    route_order: 1,
    active: true,
    client_count: 3,
  },
  {
    id: 2,
    area_code: 'B02',
    area_name: 'หมู่ 2 บ้านโนนสูง',
    route_order: 2,
    active: true,
    client_count: 1,
  },
];

type FetchMock = ReturnType<typeof fakeApi>;

/** Every call to `METHOD path`: its URL and parsed JSON body. */
export function callsTo(api: FetchMock, method: string, path: string) {
  return api.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === method && url.pathname === path)
    .map(({ url, init }) => ({
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));
}

/** A reading page as the API answers it, for whichever cycle was asked. */
export function readingPage(rows: readonly TReadingRow[], total = rows.length, page = 1) {
  return (cycleId: string | null) => ({
    data: {
      cycle: String(CLOSED_CYCLE.id) === cycleId ? CLOSED_CYCLE : OPEN_CYCLE,
      rows,
      total,
      page,
      page_size: 50,
    },
  });
}

/** The calls the reading screen makes, with three waiting meters; override any of them. */
export function readingRoutes(extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  let noted = 30;
  return {
    'GET /api/user/billing-cycle': () => json(200, { data: [OPEN_CYCLE, CLOSED_CYCLE] }),
    'GET /api/config/areas': () => json(200, { data: AREAS }),
    'GET /api/user/waterHistory': ({ url }) =>
      json(200, readingPage(ROWS)(url.searchParams.get('cycle_id'))),
    'GET /api/user/waterHistory/count-noted-meter': () =>
      json(200, { data: { count_noted: noted, active_meter: 50 } }),
    'POST /api/user/waterHistory': ({ init }) => {
      const { params } = JSON.parse(String(init.body));
      noted += 1;
      return json(200, {
        data: {
          saved: 1,
          readings: [
            fakeSaved({ meter_id: params.meter_id, current_reading: params.current_reading }),
          ],
        },
      });
    },
    ...extra,
  };
}
