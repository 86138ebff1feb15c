CREATE TABLE "sys_dictionary" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint,
	"type" varchar(60) NOT NULL,
	"value" varchar(60) NOT NULL,
	"label" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"disable" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "sys_kv" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_meta" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_resource" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"path" varchar(200) NOT NULL,
	"name" varchar(100) NOT NULL,
	"parent_path" varchar(200),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"role_name" varchar(50) NOT NULL,
	"role_code" varchar(50) NOT NULL,
	"remark" varchar(200),
	"is_default" smallint DEFAULT 0 NOT NULL,
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "sys_role_resource" (
	"role_id" bigint NOT NULL,
	"resource_id" bigint NOT NULL,
	CONSTRAINT "sys_role_resource_role_id_resource_id_pk" PRIMARY KEY("role_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"account" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"password_stamp" bigint DEFAULT 0 NOT NULL,
	"name" varchar(50) NOT NULL,
	"mobile" varchar(20),
	"enterprise_type" smallint DEFAULT 1 NOT NULL,
	"channel_id" bigint,
	"school_id" bigint,
	"store_id" bigint,
	"province" varchar(12),
	"city" varchar(12),
	"initial_password" smallint DEFAULT 0 NOT NULL,
	"last_login_time" bigint,
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_tenant" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(50) NOT NULL,
	"disable" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	CONSTRAINT "sys_tenant_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "bbxc_channel" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"contact_name" varchar(50),
	"contact_mobile" varchar(20),
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE INDEX "sys_dictionary_type_idx" ON "sys_dictionary" USING btree ("type");--> statement-breakpoint
CREATE INDEX "sys_kv_expires_idx" ON "sys_kv" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_resource_type_path_uq" ON "sys_resource" USING btree ("type","path");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_code_uq" ON "sys_role" USING btree ("tenant_id","role_code");--> statement-breakpoint
CREATE INDEX "sys_role_tenant_idx" ON "sys_role" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_account_uq" ON "sys_user" USING btree ("account");--> statement-breakpoint
CREATE INDEX "sys_user_tenant_idx" ON "sys_user" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "bbxc_channel_tenant_idx" ON "bbxc_channel" USING btree ("tenant_id");