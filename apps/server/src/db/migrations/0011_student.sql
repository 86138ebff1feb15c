CREATE TABLE "bbxc_student_exam" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"subject" smallint NOT NULL,
	"exam_time" bigint NOT NULL,
	"score" smallint NOT NULL,
	"passed" smallint NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_student_stage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"from_stage" smallint,
	"to_stage" smallint NOT NULL,
	"change_time" bigint NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_student" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(20),
	"mobile" varchar(11),
	"id_card" varchar(18),
	"gender" smallint DEFAULT 0 NOT NULL,
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"car_type" smallint DEFAULT 0 NOT NULL,
	"stage" smallint DEFAULT 1 NOT NULL,
	"coach_id" varchar(20),
	"coach_name" varchar(20),
	"channel_name" varchar(50),
	"order_no" varchar(32),
	"enrol_time" bigint,
	"activate_status" smallint DEFAULT 0 NOT NULL,
	"activate_time" bigint,
	"graduate_time" bigint,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"channel_id" bigint,
	"order_id" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_student_timing" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"school_id" varchar(20),
	"store_id" varchar(20),
	"car_type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"open_time" bigint,
	"cost" bigint,
	"operator" varchar(50),
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_study_daily" (
	"tenant_id" bigint NOT NULL,
	"day" bigint NOT NULL,
	"school_id" varchar(20) DEFAULT '' NOT NULL,
	"store_id" varchar(20) DEFAULT '' NOT NULL,
	"car_type" smallint NOT NULL,
	"subject" smallint NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL,
	"valid_minutes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bbxc_study_daily_tenant_id_day_school_id_store_id_car_type_subject_pk" PRIMARY KEY("tenant_id","day","school_id","store_id","car_type","subject")
);
--> statement-breakpoint
CREATE TABLE "bbxc_study_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"school_id" varchar(20) DEFAULT '' NOT NULL,
	"store_id" varchar(20) DEFAULT '' NOT NULL,
	"coach_id" varchar(20),
	"car_type" smallint NOT NULL,
	"subject" smallint NOT NULL,
	"start_time" bigint NOT NULL,
	"minutes" integer NOT NULL,
	"valid" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
DROP INDEX "examroom_bankcard_coach_id_idx";--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD COLUMN "student_id" bigint;--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD COLUMN "school_id" varchar(20);--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD COLUMN "store_id" varchar(20);--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD COLUMN "car_type" smallint;--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD COLUMN "pay_method" smallint;--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD COLUMN "instalments" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD COLUMN "refund_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bbxc_student_exam_student_idx" ON "bbxc_student_exam" USING btree ("tenant_id","student_id","subject");--> statement-breakpoint
CREATE INDEX "bbxc_student_exam_time_idx" ON "bbxc_student_exam" USING btree ("tenant_id","exam_time");--> statement-breakpoint
CREATE INDEX "bbxc_student_stage_student_idx" ON "bbxc_student_stage" USING btree ("tenant_id","student_id","change_time");--> statement-breakpoint
CREATE INDEX "bbxc_student_stage_time_idx" ON "bbxc_student_stage" USING btree ("tenant_id","change_time");--> statement-breakpoint
CREATE INDEX "bbxc_student_tenant_idx" ON "bbxc_student" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_student_name_idx" ON "bbxc_student" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "bbxc_student_mobile_idx" ON "bbxc_student" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "bbxc_student_id_card_idx" ON "bbxc_student" USING btree ("tenant_id","id_card");--> statement-breakpoint
CREATE INDEX "bbxc_student_school_id_idx" ON "bbxc_student" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_student_store_id_idx" ON "bbxc_student" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_student_car_type_idx" ON "bbxc_student" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_student_stage_idx" ON "bbxc_student" USING btree ("tenant_id","stage");--> statement-breakpoint
CREATE INDEX "bbxc_student_coach_id_idx" ON "bbxc_student" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "bbxc_student_enrol_time_idx" ON "bbxc_student" USING btree ("tenant_id","enrol_time");--> statement-breakpoint
CREATE INDEX "bbxc_student_activate_status_idx" ON "bbxc_student" USING btree ("tenant_id","activate_status");--> statement-breakpoint
CREATE INDEX "bbxc_student_created_idx" ON "bbxc_student" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_student_channel_idx" ON "bbxc_student" USING btree ("tenant_id","channel_id");--> statement-breakpoint
CREATE INDEX "bbxc_student_order_idx" ON "bbxc_student" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_student_timing_uq" ON "bbxc_student_timing" USING btree ("tenant_id","student_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_student_timing_type_idx" ON "bbxc_student_timing" USING btree ("tenant_id","car_type","status");--> statement-breakpoint
CREATE INDEX "bbxc_student_timing_store_idx" ON "bbxc_student_timing" USING btree ("tenant_id","store_id","open_time");--> statement-breakpoint
CREATE INDEX "bbxc_study_record_time_idx" ON "bbxc_study_record" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "bbxc_study_record_student_idx" ON "bbxc_study_record" USING btree ("tenant_id","student_id","start_time");--> statement-breakpoint
CREATE INDEX "bbxc_order_student_idx" ON "bbxc_order" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "bbxc_order_store_idx" ON "bbxc_order" USING btree ("tenant_id","store_id","pay_time");--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD CONSTRAINT "bbxc_order_amounts_ck" CHECK (paid_amount >= 0 AND refunded_amount >= 0 AND refunded_amount <= paid_amount);--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD CONSTRAINT "bbxc_order_refund_status_ck" CHECK (refund_status IN (0, 1, 2, 3));--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD CONSTRAINT "bbxc_order_instalments_ck" CHECK (instalments BETWEEN 1 AND 36);