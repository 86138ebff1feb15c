CREATE TABLE "bbxc_booking_comment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_no" varchar(32),
	"student_name" varchar(20),
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"coach_id" varchar(20),
	"coach_name" varchar(20),
	"score" smallint DEFAULT 0 NOT NULL,
	"content" varchar(500),
	"status" smallint DEFAULT 1 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"booking_id" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_booking" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_no" varchar(32),
	"student_id" bigint NOT NULL,
	"student_name" varchar(20),
	"mobile" varchar(11),
	"plan_class_id" bigint NOT NULL,
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"coach_id" varchar(20),
	"coach_name" varchar(20),
	"subject" smallint DEFAULT 0 NOT NULL,
	"start_time" bigint,
	"end_time" bigint,
	"hours" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"returned_hours" integer DEFAULT 0 NOT NULL,
	"cancel_reason" varchar(200),
	"cancel_time" bigint,
	"finish_time" bigint,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_class_hour_account" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"student_name" varchar(20),
	"mobile" varchar(11),
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"bought" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"expired" integer DEFAULT 0 NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	CONSTRAINT "bbxc_class_hour_account_ck" CHECK (remaining >= 0 AND bought >= 0 AND used >= 0 AND returned >= 0 AND expired >= 0 AND remaining = bought - used + returned - expired)
);
--> statement-breakpoint
CREATE TABLE "bbxc_class_hour_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"hours" integer NOT NULL,
	"remaining_after" integer NOT NULL,
	"booking_id" bigint,
	"order_no" varchar(32),
	"remark" varchar(200),
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	CONSTRAINT "bbxc_class_hour_ledger_ck" CHECK (hours > 0 AND remaining_after >= 0)
);
--> statement-breakpoint
CREATE TABLE "bbxc_close_plan_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_name" varchar(50),
	"store_id" varchar(20),
	"coach_id" varchar(20),
	"coach_name" varchar(20),
	"start_date" bigint,
	"end_date" bigint,
	"reason" varchar(200),
	"closed_slots" integer DEFAULT 0 NOT NULL,
	"cancelled_bookings" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_coach_statement_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"statement_id" bigint NOT NULL,
	"statement_no" varchar(32) NOT NULL,
	"booking_id" bigint NOT NULL,
	"order_no" varchar(32),
	"student_name" varchar(20),
	"coach_name" varchar(20),
	"school_id" varchar(20),
	"store_id" varchar(20),
	"lesson_time" bigint NOT NULL,
	"hours" integer NOT NULL,
	"kind" smallint NOT NULL,
	"income" bigint NOT NULL,
	"settlement" bigint NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	CONSTRAINT "bbxc_coach_statement_line_ck" CHECK (income >= 0 AND settlement >= 0 AND settlement <= income)
);
--> statement-breakpoint
CREATE TABLE "bbxc_coach_statement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"statement_no" varchar(32),
	"period_label" varchar(40),
	"period_start" bigint,
	"period_end" bigint,
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"coach_id" varchar(20),
	"coach_name" varchar(20),
	"lessons" integer DEFAULT 0 NOT NULL,
	"hours" integer DEFAULT 0 NOT NULL,
	"total_income" bigint DEFAULT 0 NOT NULL,
	"settlement_amount" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_plan_class" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"slot_label" varchar(60),
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"coach_id" varchar(20),
	"coach_name" varchar(20),
	"subject" smallint DEFAULT 0 NOT NULL,
	"start_time" bigint,
	"end_time" bigint,
	"hours" integer DEFAULT 0 NOT NULL,
	"hour_price" bigint DEFAULT 0 NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"close_reason" varchar(200),
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"close_record_id" bigint,
	CONSTRAINT "bbxc_plan_class_seats_ck" CHECK (booked >= 0 AND booked <= seats)
);
--> statement-breakpoint
CREATE TABLE "bbxc_student_notice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"close_record_id" bigint,
	"booking_id" bigint,
	"content" varchar(500) NOT NULL,
	"read_time" bigint,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE INDEX "bbxc_booking_comment_tenant_idx" ON "bbxc_booking_comment" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_booking_comment_order_no_idx" ON "bbxc_booking_comment" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "bbxc_booking_comment_student_name_idx" ON "bbxc_booking_comment" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "bbxc_booking_comment_school_id_idx" ON "bbxc_booking_comment" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_booking_comment_store_id_idx" ON "bbxc_booking_comment" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_booking_comment_coach_id_idx" ON "bbxc_booking_comment" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "bbxc_booking_comment_score_idx" ON "bbxc_booking_comment" USING btree ("tenant_id","score");--> statement-breakpoint
CREATE INDEX "bbxc_booking_comment_status_idx" ON "bbxc_booking_comment" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_booking_comment_created_idx" ON "bbxc_booking_comment" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_booking_comment_coach_idx" ON "bbxc_booking_comment" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "bbxc_booking_tenant_idx" ON "bbxc_booking" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_booking_order_no_idx" ON "bbxc_booking" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "bbxc_booking_student_name_idx" ON "bbxc_booking" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "bbxc_booking_mobile_idx" ON "bbxc_booking" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "bbxc_booking_plan_class_id_idx" ON "bbxc_booking" USING btree ("tenant_id","plan_class_id");--> statement-breakpoint
CREATE INDEX "bbxc_booking_school_id_idx" ON "bbxc_booking" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_booking_store_id_idx" ON "bbxc_booking" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_booking_coach_id_idx" ON "bbxc_booking" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "bbxc_booking_subject_idx" ON "bbxc_booking" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "bbxc_booking_start_time_idx" ON "bbxc_booking" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "bbxc_booking_status_idx" ON "bbxc_booking" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_booking_created_idx" ON "bbxc_booking" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_booking_seat_uq" ON "bbxc_booking" USING btree ("plan_class_id","student_id") WHERE status IN (1, 2, 4) AND deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_booking_student_idx" ON "bbxc_booking" USING btree ("tenant_id","student_id","start_time");--> statement-breakpoint
CREATE INDEX "bbxc_class_hour_account_tenant_idx" ON "bbxc_class_hour_account" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_class_hour_account_student_name_idx" ON "bbxc_class_hour_account" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "bbxc_class_hour_account_mobile_idx" ON "bbxc_class_hour_account" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "bbxc_class_hour_account_school_id_idx" ON "bbxc_class_hour_account" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_class_hour_account_store_id_idx" ON "bbxc_class_hour_account" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_class_hour_account_remaining_idx" ON "bbxc_class_hour_account" USING btree ("tenant_id","remaining");--> statement-breakpoint
CREATE INDEX "bbxc_class_hour_account_created_idx" ON "bbxc_class_hour_account" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_class_hour_account_student_uq" ON "bbxc_class_hour_account" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "bbxc_class_hour_ledger_student_idx" ON "bbxc_class_hour_ledger" USING btree ("tenant_id","student_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_close_plan_record_tenant_idx" ON "bbxc_close_plan_record" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_close_plan_record_school_id_idx" ON "bbxc_close_plan_record" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_close_plan_record_coach_id_idx" ON "bbxc_close_plan_record" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "bbxc_close_plan_record_status_idx" ON "bbxc_close_plan_record" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_close_plan_record_created_idx" ON "bbxc_close_plan_record" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_coach_statement_line_booking_uq" ON "bbxc_coach_statement_line" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_statement_line_statement_idx" ON "bbxc_coach_statement_line" USING btree ("tenant_id","statement_no","lesson_time");--> statement-breakpoint
CREATE INDEX "bbxc_coach_statement_line_sid_idx" ON "bbxc_coach_statement_line" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_statement_tenant_idx" ON "bbxc_coach_statement" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_statement_statement_no_idx" ON "bbxc_coach_statement" USING btree ("tenant_id","statement_no");--> statement-breakpoint
CREATE INDEX "bbxc_coach_statement_period_start_idx" ON "bbxc_coach_statement" USING btree ("tenant_id","period_start");--> statement-breakpoint
CREATE INDEX "bbxc_coach_statement_school_id_idx" ON "bbxc_coach_statement" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_statement_store_id_idx" ON "bbxc_coach_statement" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_statement_coach_id_idx" ON "bbxc_coach_statement" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_statement_status_idx" ON "bbxc_coach_statement" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_coach_statement_created_idx" ON "bbxc_coach_statement" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_coach_statement_period_uq" ON "bbxc_coach_statement" USING btree ("tenant_id","coach_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_coach_statement_no_uq" ON "bbxc_coach_statement" USING btree ("tenant_id","statement_no");--> statement-breakpoint
CREATE INDEX "bbxc_plan_class_tenant_idx" ON "bbxc_plan_class" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_plan_class_slot_label_idx" ON "bbxc_plan_class" USING btree ("tenant_id","slot_label");--> statement-breakpoint
CREATE INDEX "bbxc_plan_class_school_id_idx" ON "bbxc_plan_class" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_plan_class_store_id_idx" ON "bbxc_plan_class" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_plan_class_coach_id_idx" ON "bbxc_plan_class" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "bbxc_plan_class_subject_idx" ON "bbxc_plan_class" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "bbxc_plan_class_start_time_idx" ON "bbxc_plan_class" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "bbxc_plan_class_status_idx" ON "bbxc_plan_class" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_plan_class_created_idx" ON "bbxc_plan_class" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_plan_class_coach_time_idx" ON "bbxc_plan_class" USING btree ("tenant_id","coach_id","start_time");--> statement-breakpoint
CREATE INDEX "bbxc_student_notice_record_idx" ON "bbxc_student_notice" USING btree ("tenant_id","close_record_id");--> statement-breakpoint
CREATE INDEX "bbxc_student_notice_student_idx" ON "bbxc_student_notice" USING btree ("tenant_id","student_id");