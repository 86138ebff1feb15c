ALTER TABLE "mall_product_bill_line" ADD COLUMN "student_id" bigint;--> statement-breakpoint
ALTER TABLE "mall_vip_order" ADD COLUMN "student_id" bigint;--> statement-breakpoint
ALTER TABLE "examroom_order" ADD COLUMN "student_id" bigint;--> statement-breakpoint
ALTER TABLE "mall_accompany_order" ADD COLUMN "student_id" bigint;--> statement-breakpoint
ALTER TABLE "bbxc_preregister" ADD COLUMN "enrol_order_id" bigint;--> statement-breakpoint
ALTER TABLE "mall_remote_timing" ADD COLUMN "student_id" bigint;--> statement-breakpoint
ALTER TABLE "bbxc_simulation_order" ADD COLUMN "student_id" bigint;--> statement-breakpoint
-- A student's order names the student by id from now on, so the name opens 学员详情. The rows
-- already there take the school's student of the same name and mobile (the app's buyer).
UPDATE "mall_vip_order" t SET "student_id" = s.id FROM "bbxc_student" s
WHERE s.tenant_id = t.tenant_id AND s.deleted = 0 AND s.mobile = t.mobile AND s.name = t.student_name AND t.student_id IS NULL;
--> statement-breakpoint
UPDATE "mall_accompany_order" t SET "student_id" = s.id FROM "bbxc_student" s
WHERE s.tenant_id = t.tenant_id AND s.deleted = 0 AND s.mobile = t.mobile AND s.name = t.student_name AND t.student_id IS NULL;
--> statement-breakpoint
UPDATE "mall_remote_timing" t SET "student_id" = s.id FROM "bbxc_student" s
WHERE s.tenant_id = t.tenant_id AND s.deleted = 0 AND s.mobile = t.mobile AND s.name = t.student_name AND t.student_id IS NULL;
--> statement-breakpoint
UPDATE "bbxc_simulation_order" t SET "student_id" = s.id FROM "bbxc_student" s
WHERE s.tenant_id = t.tenant_id AND s.deleted = 0 AND s.mobile = t.mobile AND s.name = t.student_name AND t.student_id IS NULL;
--> statement-breakpoint
-- The exam room's app books by phone: the school's student of that phone.
UPDATE "examroom_order" t SET "student_id" = s.id FROM "bbxc_student" s
WHERE s.tenant_id = t.tenant_id AND s.deleted = 0 AND s.mobile = t.student_mobile AND t.student_id IS NULL;
--> statement-breakpoint
-- A product bill's line: the student of the order it was made from.
UPDATE "mall_product_bill_line" l SET "student_id" = o.student_id FROM (
  SELECT tenant_id, order_no, student_id FROM "mall_vip_order"
  UNION ALL SELECT tenant_id, order_no, student_id FROM "bbxc_simulation_order"
  UNION ALL SELECT tenant_id, order_no, student_id FROM "mall_remote_timing") o
WHERE o.tenant_id = l.tenant_id AND o.order_no = l.order_no AND o.student_id IS NOT NULL AND l.student_id IS NULL;
--> statement-breakpoint
-- A converted pre-registration: the enrolment order it became (its number was kept).
UPDATE "bbxc_preregister" p SET "enrol_order_id" = o.id FROM "bbxc_order" o
WHERE o.tenant_id = p.tenant_id AND o.order_no = p.enrol_order_no AND p.enrol_order_id IS NULL;
