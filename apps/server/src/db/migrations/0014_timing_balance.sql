CREATE TABLE "bbxc_timing_balance" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"school_id" varchar(20) NOT NULL,
	"school_name" varchar(50) DEFAULT '' NOT NULL,
	"car_type" smallint NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"recharged" bigint DEFAULT 0 NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	CONSTRAINT "bbxc_timing_balance_ck" CHECK (balance >= 0 AND recharged >= 0 AND used >= 0 AND balance = recharged - used)
);
--> statement-breakpoint
CREATE TABLE "bbxc_timing_cost" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"car_type" smallint NOT NULL,
	"subject" smallint NOT NULL,
	"price" bigint NOT NULL,
	"effective_date" bigint NOT NULL,
	"remark" varchar(200),
	"operator" varchar(50),
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	CONSTRAINT "bbxc_timing_cost_ck" CHECK (price >= 0)
);
--> statement-breakpoint
CREATE TABLE "bbxc_timing_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"school_id" varchar(20) NOT NULL,
	"school_name" varchar(50) DEFAULT '' NOT NULL,
	"car_type" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"student_id" bigint,
	"student_name" varchar(20),
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"remark" varchar(200),
	"operator" varchar(50),
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	CONSTRAINT "bbxc_timing_ledger_ck" CHECK (amount > 0 AND balance_after >= 0 AND kind IN (1, 2))
);
--> statement-breakpoint
ALTER TABLE "bbxc_student_timing" ADD COLUMN "student_name" varchar(20);--> statement-breakpoint
ALTER TABLE "bbxc_student_timing" ADD COLUMN "id_card" varchar(18);--> statement-breakpoint
ALTER TABLE "bbxc_student_timing" ADD COLUMN "mobile" varchar(11);--> statement-breakpoint
ALTER TABLE "bbxc_student_timing" ADD COLUMN "school_name" varchar(50);--> statement-breakpoint
ALTER TABLE "bbxc_student_timing" ADD COLUMN "store_name" varchar(50);--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_timing_balance_uq" ON "bbxc_timing_balance" USING btree ("tenant_id","school_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_timing_cost_type_idx" ON "bbxc_timing_cost" USING btree ("tenant_id","car_type","subject","effective_date");--> statement-breakpoint
CREATE INDEX "bbxc_timing_ledger_school_idx" ON "bbxc_timing_ledger" USING btree ("tenant_id","school_id","car_type","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_timing_ledger_kind_idx" ON "bbxc_timing_ledger" USING btree ("tenant_id","kind","create_time");--> statement-breakpoint
UPDATE "bbxc_student_timing" tm SET "student_name" = st."name", "id_card" = st."id_card", "mobile" = st."mobile", "school_name" = st."school_name", "store_name" = st."store_name"
  FROM "bbxc_student" st WHERE st."id" = tm."student_id";
