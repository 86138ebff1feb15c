CREATE TABLE "mall_accompany_coach" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(20),
	"mobile" varchar(11),
	"gender" smallint DEFAULT 1 NOT NULL,
	"car_type" smallint DEFAULT 2 NOT NULL,
	"teach_years" integer,
	"hour_price" bigint,
	"service_area" varchar(50),
	"remark" text,
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "mall_accompany_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_no" varchar(32),
	"student_name" varchar(20),
	"mobile" varchar(11),
	"car_type" smallint DEFAULT 0 NOT NULL,
	"hours" integer,
	"used_hours" integer,
	"hour_price" bigint,
	"paid_amount" bigint,
	"coach_id" varchar(20),
	"coach_name" varchar(20),
	"status" smallint DEFAULT 1 NOT NULL,
	"pre_refund_status" smallint DEFAULT 0 NOT NULL,
	"refund_reason" varchar(200),
	"refund_amount" bigint,
	"provider_refund" smallint DEFAULT 0 NOT NULL,
	"dispatch_time" bigint,
	"finish_time" bigint,
	"refund_time" bigint,
	"pay_time" bigint,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	CONSTRAINT "mall_accompany_order_hours_ck" CHECK (used_hours >= 0 AND used_hours <= hours AND coalesce(refund_amount, 0) <= paid_amount)
);
--> statement-breakpoint
CREATE TABLE "bbxc_coach_time_pay" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_no" varchar(32),
	"coach_name" varchar(20),
	"mobile" varchar(11),
	"years" integer,
	"valid_until" bigint,
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"car_type" smallint DEFAULT 0 NOT NULL,
	"paid_amount" bigint,
	"pay_method" smallint DEFAULT 0 NOT NULL,
	"pay_status" smallint DEFAULT 0 NOT NULL,
	"pay_time" bigint,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "mall_remote_timing" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_no" varchar(32),
	"student_name" varchar(20),
	"mobile" varchar(11),
	"school_id" varchar(20),
	"school_name" varchar(50),
	"car_type" smallint DEFAULT 0 NOT NULL,
	"hours" integer,
	"paid_amount" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"activated" smallint DEFAULT 0 NOT NULL,
	"activate_time" bigint,
	"refund_reason" varchar(200),
	"status_time" bigint,
	"pay_time" bigint,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_simulation_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_no" varchar(32),
	"student_name" varchar(20),
	"mobile" varchar(11),
	"package_name" varchar(50),
	"hours" integer,
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"car_type" smallint DEFAULT 0 NOT NULL,
	"paid_amount" bigint,
	"pay_method" smallint DEFAULT 0 NOT NULL,
	"pay_status" smallint DEFAULT 0 NOT NULL,
	"pay_time" bigint,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD COLUMN "group_no" varchar(32);--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD COLUMN "group_leader" varchar(20);--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD COLUMN "group_size" smallint;--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD COLUMN "group_joined" smallint;--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD COLUMN "group_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "mall_accompany_coach_tenant_idx" ON "mall_accompany_coach" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "mall_accompany_coach_name_idx" ON "mall_accompany_coach" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_accompany_coach_mobile_uq" ON "mall_accompany_coach" USING btree ("tenant_id","mobile") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "mall_accompany_coach_car_type_idx" ON "mall_accompany_coach" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "mall_accompany_coach_service_area_idx" ON "mall_accompany_coach" USING btree ("tenant_id","service_area");--> statement-breakpoint
CREATE INDEX "mall_accompany_coach_disable_idx" ON "mall_accompany_coach" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "mall_accompany_coach_created_idx" ON "mall_accompany_coach" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "mall_accompany_order_tenant_idx" ON "mall_accompany_order" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "mall_accompany_order_order_no_idx" ON "mall_accompany_order" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "mall_accompany_order_student_name_idx" ON "mall_accompany_order" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "mall_accompany_order_mobile_idx" ON "mall_accompany_order" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "mall_accompany_order_car_type_idx" ON "mall_accompany_order" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "mall_accompany_order_coach_id_idx" ON "mall_accompany_order" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "mall_accompany_order_status_idx" ON "mall_accompany_order" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "mall_accompany_order_pay_time_idx" ON "mall_accompany_order" USING btree ("tenant_id","pay_time");--> statement-breakpoint
CREATE INDEX "mall_accompany_order_created_idx" ON "mall_accompany_order" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_coach_time_pay_tenant_idx" ON "bbxc_coach_time_pay" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_time_pay_order_no_idx" ON "bbxc_coach_time_pay" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "bbxc_coach_time_pay_coach_name_idx" ON "bbxc_coach_time_pay" USING btree ("tenant_id","coach_name");--> statement-breakpoint
CREATE INDEX "bbxc_coach_time_pay_mobile_idx" ON "bbxc_coach_time_pay" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "bbxc_coach_time_pay_school_id_idx" ON "bbxc_coach_time_pay" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_time_pay_store_id_idx" ON "bbxc_coach_time_pay" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_time_pay_car_type_idx" ON "bbxc_coach_time_pay" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_coach_time_pay_pay_method_idx" ON "bbxc_coach_time_pay" USING btree ("tenant_id","pay_method");--> statement-breakpoint
CREATE INDEX "bbxc_coach_time_pay_pay_status_idx" ON "bbxc_coach_time_pay" USING btree ("tenant_id","pay_status");--> statement-breakpoint
CREATE INDEX "bbxc_coach_time_pay_pay_time_idx" ON "bbxc_coach_time_pay" USING btree ("tenant_id","pay_time");--> statement-breakpoint
CREATE INDEX "bbxc_coach_time_pay_created_idx" ON "bbxc_coach_time_pay" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "mall_remote_timing_tenant_idx" ON "mall_remote_timing" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "mall_remote_timing_order_no_idx" ON "mall_remote_timing" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "mall_remote_timing_student_name_idx" ON "mall_remote_timing" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "mall_remote_timing_mobile_idx" ON "mall_remote_timing" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "mall_remote_timing_school_id_idx" ON "mall_remote_timing" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "mall_remote_timing_car_type_idx" ON "mall_remote_timing" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "mall_remote_timing_status_idx" ON "mall_remote_timing" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "mall_remote_timing_activated_idx" ON "mall_remote_timing" USING btree ("tenant_id","activated");--> statement-breakpoint
CREATE INDEX "mall_remote_timing_pay_time_idx" ON "mall_remote_timing" USING btree ("tenant_id","pay_time");--> statement-breakpoint
CREATE INDEX "mall_remote_timing_created_idx" ON "mall_remote_timing" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_simulation_order_tenant_idx" ON "bbxc_simulation_order" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_simulation_order_order_no_idx" ON "bbxc_simulation_order" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "bbxc_simulation_order_student_name_idx" ON "bbxc_simulation_order" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "bbxc_simulation_order_mobile_idx" ON "bbxc_simulation_order" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "bbxc_simulation_order_package_name_idx" ON "bbxc_simulation_order" USING btree ("tenant_id","package_name");--> statement-breakpoint
CREATE INDEX "bbxc_simulation_order_school_id_idx" ON "bbxc_simulation_order" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_simulation_order_store_id_idx" ON "bbxc_simulation_order" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_simulation_order_car_type_idx" ON "bbxc_simulation_order" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_simulation_order_pay_method_idx" ON "bbxc_simulation_order" USING btree ("tenant_id","pay_method");--> statement-breakpoint
CREATE INDEX "bbxc_simulation_order_pay_status_idx" ON "bbxc_simulation_order" USING btree ("tenant_id","pay_status");--> statement-breakpoint
CREATE INDEX "bbxc_simulation_order_pay_time_idx" ON "bbxc_simulation_order" USING btree ("tenant_id","pay_time");--> statement-breakpoint
CREATE INDEX "bbxc_simulation_order_created_idx" ON "bbxc_simulation_order" USING btree ("tenant_id","create_time");