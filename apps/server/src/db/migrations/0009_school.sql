CREATE TABLE "bbxc_coach" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(20),
	"mobile" varchar(11),
	"id_card" varchar(18),
	"gender" smallint DEFAULT 1 NOT NULL,
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"car_type" smallint DEFAULT 1 NOT NULL,
	"teach_subject" smallint DEFAULT 2 NOT NULL,
	"certificate_no" varchar(30),
	"hire_date" bigint,
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"feedback_type" smallint DEFAULT 0 NOT NULL,
	"content" text,
	"images" jsonb,
	"user_name" varchar(20),
	"mobile" varchar(11),
	"source" smallint DEFAULT 0 NOT NULL,
	"school_id" varchar(20),
	"school_name" varchar(50),
	"reply_status" smallint DEFAULT 0 NOT NULL,
	"reply_content" text,
	"reply_time" bigint,
	"replier_name" varchar(20),
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"reply_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_school" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(50),
	"short_name" varchar(20),
	"credit_code" varchar(18),
	"region" jsonb,
	"address" varchar(100),
	"principal" varchar(20),
	"contact_mobile" varchar(11),
	"logo" varchar(200),
	"introduction" text,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_store" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(50),
	"school_id" varchar(20),
	"school_name" varchar(50),
	"region" jsonb,
	"address" varchar(100),
	"manager_name" varchar(20),
	"contact_phone" varchar(13),
	"business_hours" varchar(30),
	"status" smallint DEFAULT 1 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_training_center" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(50),
	"school_id" varchar(20),
	"school_name" varchar(50),
	"region" jsonb,
	"area_code" varchar(12),
	"address" varchar(100),
	"subjects" smallint DEFAULT 23 NOT NULL,
	"acreage" integer,
	"car_count" integer,
	"contact_name" varchar(20),
	"contact_phone" varchar(13),
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE INDEX "bbxc_coach_tenant_idx" ON "bbxc_coach" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_name_idx" ON "bbxc_coach" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_coach_mobile_uq" ON "bbxc_coach" USING btree ("tenant_id","mobile") WHERE deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_coach_id_card_uq" ON "bbxc_coach" USING btree ("tenant_id","id_card") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_coach_school_id_idx" ON "bbxc_coach" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_store_id_idx" ON "bbxc_coach" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_car_type_idx" ON "bbxc_coach" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_coach_teach_subject_idx" ON "bbxc_coach" USING btree ("tenant_id","teach_subject");--> statement-breakpoint
CREATE INDEX "bbxc_coach_disable_idx" ON "bbxc_coach" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "bbxc_coach_created_idx" ON "bbxc_coach" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_feedback_tenant_idx" ON "bbxc_feedback" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_feedback_feedback_type_idx" ON "bbxc_feedback" USING btree ("tenant_id","feedback_type");--> statement-breakpoint
CREATE INDEX "bbxc_feedback_content_idx" ON "bbxc_feedback" USING btree ("tenant_id","content");--> statement-breakpoint
CREATE INDEX "bbxc_feedback_user_name_idx" ON "bbxc_feedback" USING btree ("tenant_id","user_name");--> statement-breakpoint
CREATE INDEX "bbxc_feedback_school_id_idx" ON "bbxc_feedback" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_feedback_reply_status_idx" ON "bbxc_feedback" USING btree ("tenant_id","reply_status");--> statement-breakpoint
CREATE INDEX "bbxc_feedback_created_idx" ON "bbxc_feedback" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_school_tenant_idx" ON "bbxc_school" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_school_name_uq" ON "bbxc_school" USING btree ("tenant_id","name") WHERE deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_school_credit_code_uq" ON "bbxc_school" USING btree ("tenant_id","credit_code") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_school_principal_idx" ON "bbxc_school" USING btree ("tenant_id","principal");--> statement-breakpoint
CREATE INDEX "bbxc_school_created_idx" ON "bbxc_school" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_store_tenant_idx" ON "bbxc_store" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_store_name_uq" ON "bbxc_store" USING btree ("tenant_id","name") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_store_school_id_idx" ON "bbxc_store" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_store_contact_phone_idx" ON "bbxc_store" USING btree ("tenant_id","contact_phone");--> statement-breakpoint
CREATE INDEX "bbxc_store_status_idx" ON "bbxc_store" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_store_created_idx" ON "bbxc_store" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_training_center_tenant_idx" ON "bbxc_training_center" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_training_center_name_uq" ON "bbxc_training_center" USING btree ("tenant_id","name") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_training_center_school_id_idx" ON "bbxc_training_center" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_training_center_area_code_idx" ON "bbxc_training_center" USING btree ("tenant_id","area_code");--> statement-breakpoint
CREATE INDEX "bbxc_training_center_subjects_idx" ON "bbxc_training_center" USING btree ("tenant_id","subjects");--> statement-breakpoint
CREATE INDEX "bbxc_training_center_disable_idx" ON "bbxc_training_center" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "bbxc_training_center_created_idx" ON "bbxc_training_center" USING btree ("tenant_id","create_time");