import { sql } from 'drizzle-orm';
import type { BenchDatabase } from './bench-database.ts';

const FIRST_NAMES = [
  'สมชาย',
  'สมศักดิ์',
  'บุญมี',
  'ประเสริฐ',
  'วิชัย',
  'สุรชัย',
  'ทองดี',
  'คำปุน',
  'บุญเลิศ',
  'ณรงค์',
  'สมหญิง',
  'มาลี',
  'บัวผัน',
  'ทองใบ',
  'คำแก้ว',
  'จันทร์เพ็ญ',
  'สุภาพร',
  'วันเพ็ญ',
  'พิมพ์ใจ',
  'ดวงใจ',
  'อำนาจ',
  'ชาตรี',
  'สมบัติ',
  'อุดม',
  'เพ็ญศรี',
  'นงลักษณ์',
  'ปราณี',
  'สายสุนีย์',
  'ไพโรจน์',
  'กิ่งแก้ว',
];
const LAST_NAMES = [
  'ใจดี',
  'ศรีสุข',
  'แสนดี',
  'บุญมา',
  'ทองคำ',
  'พรมมา',
  'ศรีสวัสดิ์',
  'คำภูเมือง',
  'โพธิ์ศรี',
  'แก้วมณี',
  'สีดา',
  'ภูมิภักดิ์',
  'จันทร์หอม',
  'พิมพ์ทอง',
  'วงศ์ใหญ่',
  'ชัยมงคล',
  'บุญประเสริฐ',
  'สุขสำราญ',
  'นามวงศ์',
  'ไชยคำ',
  'ศรีบุญเรือง',
  'มั่นคง',
  'อินทร์แก้ว',
  'ทองสุข',
  'เพชรรัตน์',
  'สายทอง',
  'กองแก้ว',
  'พันธ์ดี',
  'ชูศรี',
  'รักษาศรี',
];

const textArray = (items: readonly string[]) =>
  `array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(',')}]::text[]`;

/**
 * Master data and `count` clients, each with an installed meter, in four set-based statements
 * (INSERT … SELECT generate_series), then ANALYZE so the planner knows the table sizes. The
 * values are spread deterministically by multiplying the row number with primes: no random.
 */
export async function fillClients(database: BenchDatabase, count: number): Promise<void> {
  const run = (text: string) => database.db.execute(sql.raw(text));
  await run(`
    insert into areas (area_code, area_name, route_order)
    select 'B' || lpad(n::text, 2, '0'), 'หมู่ ' || n || ' บ้านทดสอบ', n from generate_series(1, 20) n`);
  await run(`
    insert into tariff_groups (code, name_th, name_en) values
      ('RES', 'ที่อยู่อาศัย', 'Residential'), ('BUS', 'ธุรกิจขนาดเล็ก', 'Small business')`);
  await run(`
    insert into meter_types (name, meter_size, fee_satang, digits) values
      ('มาตร 1/2 นิ้ว', '1/2"', 1000, 5), ('มาตร 3/4 นิ้ว', '3/4"', 2000, 5)`);
  await run(`
    insert into clients (first_name, last_name, house_no, address, area_id, phone, tariff_group_id,
                         status_code, debt_satang, water_no)
    select
      f[1 + (i * 7919) % array_length(f, 1)],
      l[1 + (i * 6007) % array_length(l, 1)],
      ((i * 31) % 300 + 1)::text || case when i % 3 = 0 then '/' || (i % 7 + 1) else '' end,
      'หมู่ ' || (1 + i % 20) || ' ตำบลหนองน้ำใส',
      a[1 + i % 20],
      '08' || lpad(((i * 7727) % 100000000)::text, 8, '0'),
      t[case when i % 12 = 0 then 2 else 1 end],
      case when i % 40 = 0 then '2_0' when i % 97 = 0 then '2_1' when i % 9 = 0 then '1_1' else '1_0' end,
      case when i % 97 = 0 or (i % 9 = 0 and i % 40 <> 0) then (100 + (i * 37) % 5000) * 100 else 0 end,
      'W' || lpad(i::text, 7, '0')
    from generate_series(1, ${Number(count)}) i,
      (select ${textArray(FIRST_NAMES)} f, ${textArray(LAST_NAMES)} l) names,
      (select array_agg(id order by id) a from areas) area_ids,
      (select array_agg(id order by id) t from tariff_groups) group_ids`);
  await run(`
    insert into meters (client_id, meter_no, meter_type_id, initial_reading, installed_on)
    select c.id, 'NS-' || lpad(c.member_id::text, 7, '0'), m[1 + c.id % 2], (c.id * 13) % 500,
           date '2016-01-01' + (c.id % 3500)
    from clients c, (select array_agg(id order by id) m from meter_types) type_ids`);
  // A server's autovacuum would get here by itself; the embedded database has none.
  await run('vacuum analyze');
}
