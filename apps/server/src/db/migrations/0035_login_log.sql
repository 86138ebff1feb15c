CREATE TABLE "sys_login_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint,
	"user_id" bigint,
	"account" varchar(50) NOT NULL,
	"ip" varchar(64),
	"browser" varchar(60),
	"os" varchar(60),
	"user_agent" varchar(300),
	"ok" smallint NOT NULL,
	"reason" varchar(60) NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_login_log_tenant_idx" ON "sys_login_log" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_login_log_account_idx" ON "sys_login_log" USING btree ("tenant_id","account");