-- 教练分布 / 驾校分布: coaches, schools and stores with the district (or city) they are in,
-- as six-digit codes the region rows group by; a coach is where its store is (else its school).
CREATE VIEW "bbxc_coach_region_v" AS
SELECT c.id, c.tenant_id, c.name, c.mobile, c.school_id, c.school_name, c.store_id, c.store_name, c.car_type, c.teach_subject,
  c.disable, c.deleted, c.create_time, c.update_time,
  COALESCE(st.region->>2, st.region->>1, sc.region->>2, sc.region->>1, '') AS area_code
FROM "bbxc_coach" c
LEFT JOIN "bbxc_store" st ON st.id::text = c.store_id AND st.tenant_id = c.tenant_id
LEFT JOIN "bbxc_school" sc ON sc.id::text = c.school_id AND sc.tenant_id = c.tenant_id;
--> statement-breakpoint
CREATE VIEW "bbxc_school_region_v" AS
SELECT s.id, s.tenant_id, s.id::text AS school_id, s.name, s.deleted, s.create_time, s.update_time,
  COALESCE(s.region->>2, s.region->>1, '') AS area_code
FROM "bbxc_school" s;
--> statement-breakpoint
CREATE VIEW "bbxc_store_region_v" AS
SELECT st.id, st.tenant_id, st.school_id, st.school_name, st.id::text AS store_id, st.name, st.address, st.status, st.deleted, st.create_time, st.update_time,
  COALESCE(st.region->>2, st.region->>1, '') AS area_code,
  (SELECT count(*) FROM "bbxc_coach" c WHERE c.tenant_id = st.tenant_id AND c.store_id = st.id::text AND c.deleted = 0)::integer AS coaches
FROM "bbxc_store" st;
--> statement-breakpoint
-- 教学报表: exam sittings and stage changes with their student's school, store, coach and category.
CREATE VIEW "bbxc_student_exam_v" AS
SELECT e.id, e.tenant_id, e.student_id, e.subject, e.exam_time, e.score, e.passed, e.create_time,
  s.school_id, s.store_id, s.coach_id, s.car_type, s.deleted
FROM "bbxc_student_exam" e JOIN "bbxc_student" s ON s.id = e.student_id AND s.tenant_id = e.tenant_id;
--> statement-breakpoint
CREATE VIEW "bbxc_student_stage_v" AS
SELECT g.id, g.tenant_id, g.student_id, g.from_stage, g.to_stage, g.change_time, g.create_time,
  s.school_id, s.store_id, s.coach_id, s.car_type, s.deleted
FROM "bbxc_student_stage" g JOIN "bbxc_student" s ON s.id = g.student_id AND s.tenant_id = g.tenant_id;
