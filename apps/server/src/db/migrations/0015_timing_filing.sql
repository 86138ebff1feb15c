CREATE TABLE "bbxc_coach_filing" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"coach_id" varchar(20),
	"coach_name" varchar(20),
	"id_card" varchar(18),
	"mobile" varchar(11),
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"car_type" smallint DEFAULT 0 NOT NULL,
	"timing_open" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(200),
	"status" smallint DEFAULT 0 NOT NULL,
	"fail_reason" varchar(200),
	"filing_no" varchar(32),
	"push_time" bigint,
	"answer_time" bigint,
	"push_count" integer,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_filing_push_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"filing_id" bigint NOT NULL,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"action" varchar(10) NOT NULL,
	"ok" smallint DEFAULT 1 NOT NULL,
	"message" varchar(200),
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_student_filing" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"student_id" varchar(20),
	"student_name" varchar(20),
	"id_card" varchar(18),
	"mobile" varchar(11),
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"car_type" smallint DEFAULT 0 NOT NULL,
	"train_start" bigint,
	"plan_hours" integer,
	"remark" varchar(200),
	"status" smallint DEFAULT 0 NOT NULL,
	"fail_reason" varchar(200),
	"filing_no" varchar(32),
	"push_time" bigint,
	"answer_time" bigint,
	"push_count" integer,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE INDEX "bbxc_coach_filing_tenant_idx" ON "bbxc_coach_filing" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_filing_coach_name_idx" ON "bbxc_coach_filing" USING btree ("tenant_id","coach_name");--> statement-breakpoint
CREATE INDEX "bbxc_coach_filing_school_id_idx" ON "bbxc_coach_filing" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_filing_car_type_idx" ON "bbxc_coach_filing" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_coach_filing_timing_open_idx" ON "bbxc_coach_filing" USING btree ("tenant_id","timing_open");--> statement-breakpoint
CREATE INDEX "bbxc_coach_filing_status_idx" ON "bbxc_coach_filing" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_coach_filing_created_idx" ON "bbxc_coach_filing" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_coach_filing_uq" ON "bbxc_coach_filing" USING btree ("tenant_id","coach_id","car_type") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_coach_filing_page_idx" ON "bbxc_coach_filing" USING btree ("tenant_id","car_type","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_filing_push_log_idx" ON "bbxc_filing_push_log" USING btree ("tenant_id","kind","filing_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_student_filing_tenant_idx" ON "bbxc_student_filing" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_student_filing_student_name_idx" ON "bbxc_student_filing" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "bbxc_student_filing_school_id_idx" ON "bbxc_student_filing" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_student_filing_store_id_idx" ON "bbxc_student_filing" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_student_filing_car_type_idx" ON "bbxc_student_filing" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_student_filing_status_idx" ON "bbxc_student_filing" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_student_filing_created_idx" ON "bbxc_student_filing" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_student_filing_uq" ON "bbxc_student_filing" USING btree ("tenant_id","student_id","car_type") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_student_filing_page_idx" ON "bbxc_student_filing" USING btree ("tenant_id","car_type","create_time");