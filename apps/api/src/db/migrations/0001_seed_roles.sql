-- The four fixed roles of spec §6 with their default permission flags (ROLE_DEFAULT_FLAGS in
-- packages/domain/src/roles.ts). Role numbers are stored in accounts and sent to the client
-- as the user's `type`: never renumber them.
INSERT INTO "roles" ("role", "name", "name_th", "name_en", "general_read", "general_edit", "meter_read", "meter_edit") VALUES
  (1, 'ADMIN', 'ผู้ดูแลระบบสูงสุด', 'Top administrator', true, true, true, true),
  (2, 'NORM', 'ผู้ดูแลระบบทั่วไป', 'General administrator', true, true, true, true),
  (3, 'VIEW', 'พนักงานจดมาตร', 'Meter reader', true, false, true, true),
  (4, 'DEV', 'นักพัฒนา', 'Developer', true, true, true, true)
ON CONFLICT ("role") DO NOTHING;
