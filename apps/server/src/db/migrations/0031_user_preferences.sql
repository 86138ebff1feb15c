CREATE TABLE "sys_user_preference" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"pref_key" varchar(160) NOT NULL,
	"value" jsonb NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_preference_user_key_uq" ON "sys_user_preference" USING btree ("user_id","pref_key");