-- Issue 51.6: the operation log and the login log become range-partitioned by month of
-- create_time, as the fact tables of 0030 (db/partitions.ts keeps their months from then on), so
-- the retention of COACH_AUDIT_RETENTION_DAYS drops whole months (db/auditRetention.ts) instead
-- of a long DELETE. Written by hand: drizzle-kit knows no partitioning (the schema declares the
-- new keys, the snapshot matches it). The months made here: from the oldest row's (at most 120
-- back) to 3 ahead; the rows move over with their ids, the sequences go on where they were.
ALTER TABLE "sys_operation_log" RENAME TO "sys_operation_log_unpartitioned";--> statement-breakpoint
ALTER TABLE "sys_operation_log_unpartitioned" RENAME CONSTRAINT "sys_operation_log_pkey" TO "sys_operation_log_unpartitioned_pkey";--> statement-breakpoint
DROP INDEX "sys_operation_log_tenant_idx";--> statement-breakpoint
DROP INDEX "sys_operation_log_resource_idx";--> statement-breakpoint
ALTER SEQUENCE "sys_operation_log_id_seq" OWNED BY NONE;--> statement-breakpoint
CREATE TABLE "sys_operation_log" (LIKE "sys_operation_log_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("create_time");--> statement-breakpoint
ALTER SEQUENCE "sys_operation_log_id_seq" OWNED BY "sys_operation_log"."id";--> statement-breakpoint
CREATE TABLE "sys_operation_log_default" PARTITION OF "sys_operation_log" DEFAULT;--> statement-breakpoint
ALTER TABLE "sys_login_log" RENAME TO "sys_login_log_unpartitioned";--> statement-breakpoint
ALTER TABLE "sys_login_log_unpartitioned" RENAME CONSTRAINT "sys_login_log_pkey" TO "sys_login_log_unpartitioned_pkey";--> statement-breakpoint
DROP INDEX "sys_login_log_tenant_idx";--> statement-breakpoint
DROP INDEX "sys_login_log_account_idx";--> statement-breakpoint
ALTER SEQUENCE "sys_login_log_id_seq" OWNED BY NONE;--> statement-breakpoint
CREATE TABLE "sys_login_log" (LIKE "sys_login_log_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("create_time");--> statement-breakpoint
ALTER SEQUENCE "sys_login_log_id_seq" OWNED BY "sys_login_log"."id";--> statement-breakpoint
CREATE TABLE "sys_login_log_default" PARTITION OF "sys_login_log" DEFAULT;--> statement-breakpoint
DO $$
DECLARE
  tab text;
  current_month timestamp := date_trunc('month', (now() AT TIME ZONE 'UTC') + interval '8 hours');
  oldest bigint;
  m timestamp;
BEGIN
  FOREACH tab IN ARRAY ARRAY['sys_operation_log', 'sys_login_log'] LOOP
    EXECUTE format('SELECT min(create_time) FROM %I WHERE create_time >= %s', tab || '_unpartitioned',
      extract(epoch FROM current_month - interval '120 months')::bigint - 28800) INTO oldest;
    m := least(current_month, coalesce(date_trunc('month', (to_timestamp(oldest) AT TIME ZONE 'UTC') + interval '8 hours'), current_month));
    WHILE m <= current_month + interval '3 months' LOOP
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%s) TO (%s)', tab || '_p' || to_char(m, 'YYYYMM'), tab,
        extract(epoch FROM m)::bigint - 28800, extract(epoch FROM m + interval '1 month')::bigint - 28800);
      m := m + interval '1 month';
    END LOOP;
    EXECUTE format('INSERT INTO %I SELECT * FROM %I', tab, tab || '_unpartitioned');
    EXECUTE format('DROP TABLE %I', tab || '_unpartitioned');
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "sys_operation_log" ADD CONSTRAINT "sys_operation_log_id_create_time_pk" PRIMARY KEY("id","create_time");--> statement-breakpoint
CREATE INDEX "sys_operation_log_tenant_idx" ON "sys_operation_log" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_operation_log_resource_idx" ON "sys_operation_log" USING btree ("tenant_id","resource");--> statement-breakpoint
ALTER TABLE "sys_login_log" ADD CONSTRAINT "sys_login_log_id_create_time_pk" PRIMARY KEY("id","create_time");--> statement-breakpoint
CREATE INDEX "sys_login_log_tenant_idx" ON "sys_login_log" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_login_log_account_idx" ON "sys_login_log" USING btree ("tenant_id","account");--> statement-breakpoint
ANALYZE "sys_operation_log";--> statement-breakpoint
ANALYZE "sys_login_log";--> statement-breakpoint
CREATE TABLE "sys_process_beat" (
	"id" varchar(120) PRIMARY KEY NOT NULL,
	"pid" integer NOT NULL,
	"host" varchar(100) NOT NULL,
	"version" varchar(40) NOT NULL,
	"started_at" bigint NOT NULL,
	"last_beat" bigint NOT NULL,
	"calls" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_online" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"session_key" varchar(64) NOT NULL,
	"stamp" bigint NOT NULL,
	"account" varchar(50) NOT NULL,
	"role_names" varchar(200),
	"ip" varchar(64),
	"browser" varchar(60),
	"os" varchar(60),
	"last_active" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_by" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_online_key_uq" ON "sys_user_online" USING btree ("session_key");--> statement-breakpoint
CREATE INDEX "sys_user_online_tenant_idx" ON "sys_user_online" USING btree ("tenant_id","last_active");--> statement-breakpoint
CREATE INDEX "sys_user_online_user_idx" ON "sys_user_online" USING btree ("user_id");--> statement-breakpoint
-- 在线用户 lists only live sessions: a user's new password stamp ends their other sessions
-- (password changed or reset, roles changed, disabled, deleted), and takes their rows with it.
-- The session a password change re-issues names itself in coach.keep_session and stays.
CREATE FUNCTION sys_user_online_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sys_user_online WHERE user_id = NEW.id
    AND session_key IS DISTINCT FROM nullif(current_setting('coach.keep_session', true), '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sys_user_online_end AFTER UPDATE OF password_stamp ON sys_user
  FOR EACH ROW WHEN (NEW.password_stamp IS DISTINCT FROM OLD.password_stamp) EXECUTE FUNCTION sys_user_online_end();
