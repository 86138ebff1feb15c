CREATE TABLE "examroom_bankcard" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"coach_id" bigint NOT NULL,
	"coach_name" varchar(20),
	"holder_name" varchar(20),
	"bank_name" varchar(30),
	"branch_name" varchar(50),
	"card_no" varchar(19),
	"mobile" varchar(11),
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "examroom_bill" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"period_label" varchar(20),
	"period_start" bigint NOT NULL,
	"period_end" bigint NOT NULL,
	"coach_id" bigint NOT NULL,
	"coach_name" varchar(20),
	"train_count" integer DEFAULT 0 NOT NULL,
	"hours" integer DEFAULT 0 NOT NULL,
	"order_amount" bigint DEFAULT 0 NOT NULL,
	"coach_income" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "examroom_cash_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"cash_no" varchar(32),
	"coach_id" bigint NOT NULL,
	"coach_name" varchar(20),
	"coach_mobile" varchar(11),
	"amount" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"actual_amount" bigint DEFAULT 0 NOT NULL,
	"bank_name" varchar(30),
	"card_no" varchar(19),
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_remark" varchar(100),
	"audit_time" bigint,
	"paid_time" bigint,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"wallet_id" bigint NOT NULL,
	"bankcard_id" bigint,
	"holder_name" varchar(20),
	"audit_by" bigint
);
--> statement-breakpoint
CREATE TABLE "examroom_refund" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_no" varchar(32),
	"order_id" bigint NOT NULL,
	"sub_order_id" bigint NOT NULL,
	"student_name" varchar(20),
	"student_mobile" varchar(11),
	"plan_start" bigint,
	"hours_before" integer,
	"paid_amount" bigint,
	"ratio" integer,
	"refund_amount" bigint,
	"reason" varchar(200),
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_time" bigint,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"audit_by" bigint
);
--> statement-breakpoint
CREATE TABLE "examroom_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_no" varchar(32),
	"student_name" varchar(20),
	"student_mobile" varchar(11),
	"car_type" smallint DEFAULT 0 NOT NULL,
	"subject" smallint DEFAULT 0 NOT NULL,
	"price_name" varchar(30),
	"unit_price" bigint,
	"hours" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"pay_status" smallint DEFAULT 1 NOT NULL,
	"refund_status" smallint DEFAULT 0 NOT NULL,
	"pay_time" bigint,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"price_setting_id" bigint
);
--> statement-breakpoint
CREATE TABLE "examroom_price_setting" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"setting_name" varchar(30),
	"car_type" smallint DEFAULT 1 NOT NULL,
	"subject" smallint DEFAULT 2 NOT NULL,
	"unit_price" bigint,
	"coach_price" bigint,
	"min_hours" integer,
	"remark" text,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "examroom_sub_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"sub_order_no" varchar(40),
	"plan_id" bigint NOT NULL,
	"student_name" varchar(20),
	"student_mobile" varchar(11),
	"plan_start" bigint,
	"plan_end" bigint,
	"coach_id" bigint,
	"coach_name" varchar(20),
	"coach_mobile" varchar(11),
	"hours" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"coach_income" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "examroom_train" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_no" varchar(32),
	"sub_order_id" bigint NOT NULL,
	"student_name" varchar(20),
	"student_mobile" varchar(11),
	"coach_id" bigint NOT NULL,
	"coach_name" varchar(20),
	"subject" smallint DEFAULT 0 NOT NULL,
	"start_time" bigint,
	"end_time" bigint,
	"hours" integer,
	"coach_income" bigint DEFAULT 0 NOT NULL,
	"period_label" varchar(20),
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"order_id" bigint NOT NULL,
	"order_amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "examroom_wallet_flow" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"wallet_id" bigint NOT NULL,
	"coach_id" bigint NOT NULL,
	"flow_type" smallint NOT NULL,
	"balance_change" bigint NOT NULL,
	"frozen_change" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"frozen_after" bigint NOT NULL,
	"ref_id" bigint,
	"remark" varchar(100),
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint
);
--> statement-breakpoint
CREATE TABLE "examroom_wallet" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"coach_id" bigint NOT NULL,
	"coach_name" varchar(20),
	"coach_mobile" varchar(11),
	"balance" bigint DEFAULT 0 NOT NULL,
	"frozen" bigint DEFAULT 0 NOT NULL,
	"total_income" bigint DEFAULT 0 NOT NULL,
	"total_withdrawn" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE INDEX "examroom_bankcard_tenant_idx" ON "examroom_bankcard" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "examroom_bankcard_coach_id_idx" ON "examroom_bankcard" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "examroom_bankcard_coach_name_idx" ON "examroom_bankcard" USING btree ("tenant_id","coach_name");--> statement-breakpoint
CREATE INDEX "examroom_bankcard_bank_name_idx" ON "examroom_bankcard" USING btree ("tenant_id","bank_name");--> statement-breakpoint
CREATE UNIQUE INDEX "examroom_bankcard_card_no_uq" ON "examroom_bankcard" USING btree ("tenant_id","card_no") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "examroom_bankcard_created_idx" ON "examroom_bankcard" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_bill_tenant_idx" ON "examroom_bill" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "examroom_bill_period_label_idx" ON "examroom_bill" USING btree ("tenant_id","period_label");--> statement-breakpoint
CREATE INDEX "examroom_bill_coach_id_idx" ON "examroom_bill" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "examroom_bill_coach_name_idx" ON "examroom_bill" USING btree ("tenant_id","coach_name");--> statement-breakpoint
CREATE INDEX "examroom_bill_created_idx" ON "examroom_bill" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_cash_record_tenant_idx" ON "examroom_cash_record" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "examroom_cash_record_cash_no_idx" ON "examroom_cash_record" USING btree ("tenant_id","cash_no");--> statement-breakpoint
CREATE INDEX "examroom_cash_record_coach_id_idx" ON "examroom_cash_record" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "examroom_cash_record_coach_name_idx" ON "examroom_cash_record" USING btree ("tenant_id","coach_name");--> statement-breakpoint
CREATE INDEX "examroom_cash_record_status_idx" ON "examroom_cash_record" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "examroom_cash_record_created_idx" ON "examroom_cash_record" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_refund_tenant_idx" ON "examroom_refund" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "examroom_refund_order_no_idx" ON "examroom_refund" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "examroom_refund_order_id_idx" ON "examroom_refund" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "examroom_refund_student_name_idx" ON "examroom_refund" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "examroom_refund_status_idx" ON "examroom_refund" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "examroom_refund_created_idx" ON "examroom_refund" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_order_tenant_idx" ON "examroom_order" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "examroom_order_order_no_idx" ON "examroom_order" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "examroom_order_student_name_idx" ON "examroom_order" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "examroom_order_student_mobile_idx" ON "examroom_order" USING btree ("tenant_id","student_mobile");--> statement-breakpoint
CREATE INDEX "examroom_order_car_type_idx" ON "examroom_order" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "examroom_order_subject_idx" ON "examroom_order" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "examroom_order_pay_status_idx" ON "examroom_order" USING btree ("tenant_id","pay_status");--> statement-breakpoint
CREATE INDEX "examroom_order_refund_status_idx" ON "examroom_order" USING btree ("tenant_id","refund_status");--> statement-breakpoint
CREATE INDEX "examroom_order_created_idx" ON "examroom_order" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_price_setting_tenant_idx" ON "examroom_price_setting" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "examroom_price_setting_setting_name_idx" ON "examroom_price_setting" USING btree ("tenant_id","setting_name");--> statement-breakpoint
CREATE INDEX "examroom_price_setting_car_type_idx" ON "examroom_price_setting" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "examroom_price_setting_subject_idx" ON "examroom_price_setting" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "examroom_price_setting_created_idx" ON "examroom_price_setting" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_sub_order_tenant_idx" ON "examroom_sub_order" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "examroom_sub_order_order_id_idx" ON "examroom_sub_order" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "examroom_sub_order_plan_id_idx" ON "examroom_sub_order" USING btree ("tenant_id","plan_id");--> statement-breakpoint
CREATE INDEX "examroom_sub_order_student_name_idx" ON "examroom_sub_order" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "examroom_sub_order_student_mobile_idx" ON "examroom_sub_order" USING btree ("tenant_id","student_mobile");--> statement-breakpoint
CREATE INDEX "examroom_sub_order_coach_id_idx" ON "examroom_sub_order" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "examroom_sub_order_status_idx" ON "examroom_sub_order" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "examroom_sub_order_created_idx" ON "examroom_sub_order" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_train_tenant_idx" ON "examroom_train" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "examroom_train_order_no_idx" ON "examroom_train" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "examroom_train_sub_order_id_idx" ON "examroom_train" USING btree ("tenant_id","sub_order_id");--> statement-breakpoint
CREATE INDEX "examroom_train_student_name_idx" ON "examroom_train" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "examroom_train_student_mobile_idx" ON "examroom_train" USING btree ("tenant_id","student_mobile");--> statement-breakpoint
CREATE INDEX "examroom_train_coach_id_idx" ON "examroom_train" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "examroom_train_coach_name_idx" ON "examroom_train" USING btree ("tenant_id","coach_name");--> statement-breakpoint
CREATE INDEX "examroom_train_subject_idx" ON "examroom_train" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "examroom_train_end_time_idx" ON "examroom_train" USING btree ("tenant_id","end_time");--> statement-breakpoint
CREATE INDEX "examroom_train_created_idx" ON "examroom_train" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_wallet_flow_wallet_idx" ON "examroom_wallet_flow" USING btree ("tenant_id","wallet_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_wallet_flow_ref_idx" ON "examroom_wallet_flow" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "examroom_wallet_tenant_idx" ON "examroom_wallet" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "examroom_wallet_coach_id_uq" ON "examroom_wallet" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "examroom_wallet_coach_name_idx" ON "examroom_wallet" USING btree ("tenant_id","coach_name");--> statement-breakpoint
CREATE INDEX "examroom_wallet_coach_mobile_idx" ON "examroom_wallet" USING btree ("tenant_id","coach_mobile");--> statement-breakpoint
CREATE INDEX "examroom_wallet_created_idx" ON "examroom_wallet" USING btree ("tenant_id","create_time");