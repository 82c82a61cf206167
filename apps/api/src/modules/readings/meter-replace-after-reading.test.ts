import { METER_PATHS } from '@prapa/contracts/client-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { createReadingsKit, type ReadingsKit } from './readings-test-kit.ts';

let k: ReadingsKit;
let cycle: number;
beforeAll(async () => {
  k = await createReadingsKit();
  cycle = await k.openCycle(2026, 11);
});
afterAll(() => k.t.close());

describe('meter replacement after readings', () => {
  it('refuses a final reading below the last recorded reading, accepts one at or above it', async () => {
    const { clientId, meterId } = await k.addMeter({ initialReading: 1000 });
    const saved = await k.save({ cycle_id: cycle, meter_id: meterId, current_reading: 1012 });
    expect(saved.statusCode, saved.body).toBe(200);
    const [client] = await k.t.db.select().from(clients).where(eq(clients.id, clientId));
    const replace = (finalReading: number) =>
      k.t.app.inject({
        method: 'POST',
        url: METER_PATHS.replace,
        headers: { authorization: `Bearer ${k.norm}` },
        payload: {
          params: {
            client_id: client?.memberId,
            final_reading: finalReading,
            removed_on: '2026-11-20',
            meter_no: 'NS-REPLACED-1',
            meter_type_id: k.master.meterTypeId,
            initial_reading: 0,
            installed_on: '2026-11-20',
          },
        },
      });

    const low = await replace(1005);
    expect(low.statusCode).toBe(400);
    expect(low.json().error.fields).toContainEqual({
      path: 'params.final_reading',
      message: 'เลขอ่านครั้งสุดท้ายต้องไม่น้อยกว่าเลขที่จดไว้ครั้งล่าสุด',
    });

    const ok = await replace(1015);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
