-- The four fixed client status codes of spec §4. Codes, colours (STATUS_COLOURS in
-- packages/domain/src/client-status.ts) and order never change; only the labels are editable.
INSERT INTO "client_statuses" ("code", "name_th", "name_en", "color", "sort_order") VALUES
  ('1_0', 'ผู้ใช้น้ำปกติ', 'Active', '#2f9e44', 1),
  ('1_1', 'ผู้ใช้น้ำปกติ (ค้างชำระ)', 'Active with debt', '#f08c00', 2),
  ('2_0', 'ยกเลิกการใช้น้ำ', 'Cancelled', '#868e96', 3),
  ('2_1', 'ยกเลิกการใช้น้ำ (ค้างชำระ)', 'Cancelled with debt', '#e03131', 4)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
-- The single organisation row (id = 1) with a neutral name; the settings screen (or the demo
-- seed) fills in the real details.
INSERT INTO "organisation" ("id", "name") VALUES (1, 'การประปา')
ON CONFLICT ("id") DO NOTHING;
