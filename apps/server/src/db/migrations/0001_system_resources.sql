CREATE TABLE "sys_operation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint,
	"resource" varchar(60) NOT NULL,
	"action" varchar(30) NOT NULL,
	"target_ids" jsonb,
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64),
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_sensitive_word" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"word" varchar(50),
	"category" smallint DEFAULT 9 NOT NULL,
	"remark" varchar(200),
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "sys_third_user" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(50),
	"account" varchar(30),
	"platform_type" smallint DEFAULT 0 NOT NULL,
	"contact_name" varchar(20),
	"mobile" varchar(13),
	"remark" varchar(200),
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"password_hash" text NOT NULL,
	"password_stamp" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_version" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"platform" smallint DEFAULT 0 NOT NULL,
	"version_no" varchar(20),
	"title" varchar(50),
	"content" text,
	"download_url" varchar(500),
	"force_update" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"release_time" bigint,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE INDEX "sys_operation_log_tenant_idx" ON "sys_operation_log" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_operation_log_resource_idx" ON "sys_operation_log" USING btree ("tenant_id","resource");--> statement-breakpoint
CREATE INDEX "sys_sensitive_word_tenant_idx" ON "sys_sensitive_word" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_sensitive_word_word_uq" ON "sys_sensitive_word" USING btree ("tenant_id","word");--> statement-breakpoint
CREATE INDEX "sys_sensitive_word_category_idx" ON "sys_sensitive_word" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "sys_sensitive_word_created_idx" ON "sys_sensitive_word" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_third_user_tenant_idx" ON "sys_third_user" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "sys_third_user_name_idx" ON "sys_third_user" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_third_user_account_uq" ON "sys_third_user" USING btree ("tenant_id","account") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "sys_third_user_platform_type_idx" ON "sys_third_user" USING btree ("tenant_id","platform_type");--> statement-breakpoint
CREATE INDEX "sys_third_user_disable_idx" ON "sys_third_user" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "sys_third_user_created_idx" ON "sys_third_user" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_version_tenant_idx" ON "sys_version" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "sys_version_platform_idx" ON "sys_version" USING btree ("tenant_id","platform");--> statement-breakpoint
CREATE INDEX "sys_version_version_no_idx" ON "sys_version" USING btree ("tenant_id","version_no");--> statement-breakpoint
CREATE INDEX "sys_version_status_idx" ON "sys_version" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "sys_version_created_idx" ON "sys_version" USING btree ("tenant_id","create_time");