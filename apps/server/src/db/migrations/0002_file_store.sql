CREATE TABLE "sys_file" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"key" varchar(64) NOT NULL,
	"name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea",
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_file_key_uq" ON "sys_file" USING btree ("key");--> statement-breakpoint
CREATE INDEX "sys_file_tenant_idx" ON "sys_file" USING btree ("tenant_id","create_time");