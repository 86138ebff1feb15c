CREATE TABLE "examroom_advert" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"title" varchar(30),
	"position" smallint DEFAULT 1 NOT NULL,
	"image" varchar(200),
	"link_url" varchar(200),
	"sort_no" integer,
	"valid_start" bigint,
	"valid_end" bigint,
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "examroom_car" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"car_no" varchar(10),
	"car_type" smallint DEFAULT 1 NOT NULL,
	"brand" varchar(30),
	"gearbox" smallint DEFAULT 1 NOT NULL,
	"owner_name" varchar(20),
	"owner_mobile" varchar(11),
	"school_name" varchar(50),
	"status" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "examroom_class_plan_modify" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"coach_name" varchar(20),
	"car_no" varchar(10),
	"modify_type" smallint DEFAULT 3 NOT NULL,
	"old_start" bigint,
	"old_end" bigint,
	"new_start" bigint,
	"new_end" bigint,
	"reason" varchar(200),
	"operator_name" varchar(50),
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "examroom_class_plan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"coach_id" bigint NOT NULL,
	"coach_name" varchar(20),
	"car_id" bigint NOT NULL,
	"car_no" varchar(10),
	"subject" smallint DEFAULT 2 NOT NULL,
	"start_time" bigint,
	"end_time" bigint,
	"capacity" integer,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(100),
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "examroom_coach" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(20),
	"mobile" varchar(11),
	"gender" smallint DEFAULT 1 NOT NULL,
	"id_card" varchar(18),
	"school_name" varchar(50),
	"car_type" smallint DEFAULT 1 NOT NULL,
	"certificate_no" varchar(30),
	"teach_years" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "examroom_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint,
	"title" varchar(50),
	"content" varchar(500),
	"receiver_type" smallint DEFAULT 2 NOT NULL,
	"receiver_name" varchar(20),
	"receiver_mobile" varchar(11),
	"plan_id" bigint,
	"read_status" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "examroom_notice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"title" varchar(50),
	"notice_type" smallint DEFAULT 1 NOT NULL,
	"content" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"publish_time" bigint,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "examroom_inner_coach" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(20),
	"mobile" varchar(11),
	"id_card" varchar(18),
	"car_type" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(100),
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE INDEX "examroom_advert_tenant_idx" ON "examroom_advert" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "examroom_advert_title_idx" ON "examroom_advert" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "examroom_advert_position_idx" ON "examroom_advert" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "examroom_advert_disable_idx" ON "examroom_advert" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "examroom_advert_created_idx" ON "examroom_advert" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_car_tenant_idx" ON "examroom_car" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "examroom_car_car_no_idx" ON "examroom_car" USING btree ("tenant_id","car_no");--> statement-breakpoint
CREATE INDEX "examroom_car_car_type_idx" ON "examroom_car" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "examroom_car_owner_name_idx" ON "examroom_car" USING btree ("tenant_id","owner_name");--> statement-breakpoint
CREATE INDEX "examroom_car_status_idx" ON "examroom_car" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "examroom_car_created_idx" ON "examroom_car" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_class_plan_modify_tenant_idx" ON "examroom_class_plan_modify" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "examroom_class_plan_modify_plan_id_idx" ON "examroom_class_plan_modify" USING btree ("tenant_id","plan_id");--> statement-breakpoint
CREATE INDEX "examroom_class_plan_modify_coach_name_idx" ON "examroom_class_plan_modify" USING btree ("tenant_id","coach_name");--> statement-breakpoint
CREATE INDEX "examroom_class_plan_modify_car_no_idx" ON "examroom_class_plan_modify" USING btree ("tenant_id","car_no");--> statement-breakpoint
CREATE INDEX "examroom_class_plan_modify_modify_type_idx" ON "examroom_class_plan_modify" USING btree ("tenant_id","modify_type");--> statement-breakpoint
CREATE INDEX "examroom_class_plan_modify_created_idx" ON "examroom_class_plan_modify" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_class_plan_tenant_idx" ON "examroom_class_plan" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "examroom_class_plan_coach_id_idx" ON "examroom_class_plan" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "examroom_class_plan_car_id_idx" ON "examroom_class_plan" USING btree ("tenant_id","car_id");--> statement-breakpoint
CREATE INDEX "examroom_class_plan_start_time_idx" ON "examroom_class_plan" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "examroom_class_plan_status_idx" ON "examroom_class_plan" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "examroom_class_plan_created_idx" ON "examroom_class_plan" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_coach_tenant_idx" ON "examroom_coach" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "examroom_coach_name_idx" ON "examroom_coach" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "examroom_coach_mobile_idx" ON "examroom_coach" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "examroom_coach_school_name_idx" ON "examroom_coach" USING btree ("tenant_id","school_name");--> statement-breakpoint
CREATE INDEX "examroom_coach_status_idx" ON "examroom_coach" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "examroom_coach_created_idx" ON "examroom_coach" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_message_user_idx" ON "examroom_message" USING btree ("tenant_id","user_id","read_status");--> statement-breakpoint
CREATE INDEX "examroom_message_plan_idx" ON "examroom_message" USING btree ("tenant_id","plan_id");--> statement-breakpoint
CREATE INDEX "examroom_message_created_idx" ON "examroom_message" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_notice_tenant_idx" ON "examroom_notice" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "examroom_notice_title_idx" ON "examroom_notice" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "examroom_notice_notice_type_idx" ON "examroom_notice" USING btree ("tenant_id","notice_type");--> statement-breakpoint
CREATE INDEX "examroom_notice_status_idx" ON "examroom_notice" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "examroom_notice_created_idx" ON "examroom_notice" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "examroom_inner_coach_tenant_idx" ON "examroom_inner_coach" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "examroom_inner_coach_name_idx" ON "examroom_inner_coach" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "examroom_inner_coach_mobile_uq" ON "examroom_inner_coach" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "examroom_inner_coach_created_idx" ON "examroom_inner_coach" USING btree ("tenant_id","create_time");