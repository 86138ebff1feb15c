CREATE TABLE "bbxc_bi_educational_objective" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"month" varchar(7),
	"month_start" bigint,
	"school_id" varchar(50),
	"school_name" varchar(50),
	"store_id" varchar(50),
	"store_name" varchar(50),
	"pass_target" integer,
	"graduate_target" integer,
	"study_hours_target" integer,
	"remark" varchar(200),
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_bi_market_objective" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"month" varchar(7),
	"month_start" bigint,
	"school_id" varchar(50),
	"school_name" varchar(50),
	"store_id" varchar(50),
	"store_name" varchar(50),
	"lead_target" integer,
	"enrol_target" integer,
	"income_target" bigint,
	"remark" varchar(200),
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_point_daily" (
	"tenant_id" bigint NOT NULL,
	"day" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"staff_id" varchar(20) DEFAULT '' NOT NULL,
	"class_id" varchar(20) DEFAULT '' NOT NULL,
	"page_code" smallint DEFAULT 0 NOT NULL,
	"school_id" varchar(20) DEFAULT '' NOT NULL,
	"store_id" varchar(20) DEFAULT '' NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bbxc_point_daily_tenant_id_day_kind_staff_id_class_id_page_code_school_id_store_id_pk" PRIMARY KEY("tenant_id","day","kind","staff_id","class_id","page_code","school_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "bbxc_point_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"staff_id" varchar(20) DEFAULT '' NOT NULL,
	"class_id" varchar(20) DEFAULT '' NOT NULL,
	"page_code" smallint DEFAULT 0 NOT NULL,
	"school_id" varchar(20) DEFAULT '' NOT NULL,
	"store_id" varchar(20) DEFAULT '' NOT NULL,
	"visitor_id" varchar(32) NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbxc_potential_customer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(20),
	"mobile" varchar(11),
	"source" smallint DEFAULT 1 NOT NULL,
	"car_type" smallint DEFAULT 1 NOT NULL,
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"staff_id" varchar(20),
	"owner_name" varchar(20),
	"stage" smallint DEFAULT 1 NOT NULL,
	"track_count" integer,
	"last_track_time" bigint,
	"next_track_time" bigint,
	"visit_time" bigint,
	"student_name" varchar(20),
	"order_no" varchar(32),
	"convert_time" bigint,
	"paid_amount" bigint,
	"remark" text,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"student_id" bigint,
	"order_id" bigint,
	"first_track_time" bigint,
	"pay_time" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_potential_track" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"customer_id" varchar(20),
	"customer_name" varchar(20),
	"way" smallint DEFAULT 1 NOT NULL,
	"content" text,
	"result" smallint DEFAULT 2 NOT NULL,
	"next_time" bigint,
	"staff_name" varchar(50),
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"school_id" varchar(20),
	"store_id" varchar(20),
	"staff_id" bigint
);
--> statement-breakpoint
CREATE INDEX "bbxc_bi_educational_objective_tenant_idx" ON "bbxc_bi_educational_objective" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_bi_educational_objective_month_uq" ON "bbxc_bi_educational_objective" USING btree ("tenant_id","store_id","month") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_bi_educational_objective_school_id_idx" ON "bbxc_bi_educational_objective" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_bi_educational_objective_store_id_idx" ON "bbxc_bi_educational_objective" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_bi_educational_objective_created_idx" ON "bbxc_bi_educational_objective" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_bi_educational_objective_start_idx" ON "bbxc_bi_educational_objective" USING btree ("tenant_id","month_start");--> statement-breakpoint
CREATE INDEX "bbxc_bi_market_objective_tenant_idx" ON "bbxc_bi_market_objective" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_bi_market_objective_month_uq" ON "bbxc_bi_market_objective" USING btree ("tenant_id","store_id","month") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_bi_market_objective_school_id_idx" ON "bbxc_bi_market_objective" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_bi_market_objective_store_id_idx" ON "bbxc_bi_market_objective" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_bi_market_objective_created_idx" ON "bbxc_bi_market_objective" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_bi_market_objective_start_idx" ON "bbxc_bi_market_objective" USING btree ("tenant_id","month_start");--> statement-breakpoint
CREATE INDEX "bbxc_point_event_time_idx" ON "bbxc_point_event" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_point_event_kind_idx" ON "bbxc_point_event" USING btree ("tenant_id","kind","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_potential_customer_tenant_idx" ON "bbxc_potential_customer" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_potential_customer_name_idx" ON "bbxc_potential_customer" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_potential_customer_mobile_uq" ON "bbxc_potential_customer" USING btree ("tenant_id","mobile") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_potential_customer_source_idx" ON "bbxc_potential_customer" USING btree ("tenant_id","source");--> statement-breakpoint
CREATE INDEX "bbxc_potential_customer_car_type_idx" ON "bbxc_potential_customer" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_potential_customer_school_id_idx" ON "bbxc_potential_customer" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_potential_customer_store_id_idx" ON "bbxc_potential_customer" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_potential_customer_staff_id_idx" ON "bbxc_potential_customer" USING btree ("tenant_id","staff_id");--> statement-breakpoint
CREATE INDEX "bbxc_potential_customer_stage_idx" ON "bbxc_potential_customer" USING btree ("tenant_id","stage");--> statement-breakpoint
CREATE INDEX "bbxc_potential_customer_created_idx" ON "bbxc_potential_customer" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_potential_track_tenant_idx" ON "bbxc_potential_track" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_potential_track_customer_id_idx" ON "bbxc_potential_track" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "bbxc_potential_track_way_idx" ON "bbxc_potential_track" USING btree ("tenant_id","way");--> statement-breakpoint
CREATE INDEX "bbxc_potential_track_created_idx" ON "bbxc_potential_track" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_potential_track_customer_idx" ON "bbxc_potential_track" USING btree ("tenant_id","customer_id","create_time");