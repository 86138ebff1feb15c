-- Issue 37: the two largest fact tables become range-partitioned by month of their time
-- column (Unix seconds), so a report over a year reads 12 or 13 partitions, not the whole
-- history, and old months can be detached and dropped. Written by hand: drizzle-kit knows no
-- partitioning (the schema declares the new keys, the snapshot matches it).
--
-- Months are Shanghai months (+08:00, no daylight saving since 1991): the reports' periods are
-- Shanghai months and days, so a month's report reads exactly one partition. A partition is
-- <table>_pYYYYMM; the default partition <table>_default takes whatever has no month (far past
-- or future) so an insert never fails. The server makes the months ahead (db/partitions.ts):
-- this migration makes those from the oldest row's month (at least the last 12, at most 120
-- back) to 3 months ahead, then moves the rows over; ids keep their sequence.
ALTER TABLE "bbxc_study_record" RENAME TO "bbxc_study_record_unpartitioned";--> statement-breakpoint
DROP INDEX "bbxc_study_record_time_idx";--> statement-breakpoint
DROP INDEX "bbxc_study_record_student_idx";--> statement-breakpoint
DROP INDEX "bbxc_study_record_type_idx";--> statement-breakpoint
ALTER SEQUENCE "bbxc_study_record_id_seq" OWNED BY NONE;--> statement-breakpoint
CREATE TABLE "bbxc_study_record" (
	"id" bigint DEFAULT nextval('bbxc_study_record_id_seq'::regclass) NOT NULL,
	"tenant_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"student_name" varchar(20) DEFAULT '' NOT NULL,
	"school_id" varchar(20) DEFAULT '' NOT NULL,
	"school_name" varchar(50) DEFAULT '' NOT NULL,
	"store_id" varchar(20) DEFAULT '' NOT NULL,
	"store_name" varchar(50) DEFAULT '' NOT NULL,
	"coach_id" varchar(20),
	"coach_name" varchar(20),
	"area_code" varchar(6) DEFAULT '' NOT NULL,
	"car_type" smallint NOT NULL,
	"subject" smallint NOT NULL,
	"start_time" bigint NOT NULL,
	"minutes" integer NOT NULL,
	"valid" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
) PARTITION BY RANGE ("start_time");
--> statement-breakpoint
ALTER SEQUENCE "bbxc_study_record_id_seq" OWNED BY "bbxc_study_record"."id";--> statement-breakpoint
CREATE TABLE "bbxc_study_record_default" PARTITION OF "bbxc_study_record" DEFAULT;--> statement-breakpoint
ALTER TABLE "bbxc_point_event" RENAME TO "bbxc_point_event_unpartitioned";--> statement-breakpoint
DROP INDEX "bbxc_point_event_time_idx";--> statement-breakpoint
DROP INDEX "bbxc_point_event_kind_idx";--> statement-breakpoint
ALTER SEQUENCE "bbxc_point_event_id_seq" OWNED BY NONE;--> statement-breakpoint
CREATE TABLE "bbxc_point_event" (
	"id" bigint DEFAULT nextval('bbxc_point_event_id_seq'::regclass) NOT NULL,
	"tenant_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"staff_id" varchar(20) DEFAULT '' NOT NULL,
	"class_id" varchar(20) DEFAULT '' NOT NULL,
	"page_code" smallint DEFAULT 0 NOT NULL,
	"school_id" varchar(20) DEFAULT '' NOT NULL,
	"store_id" varchar(20) DEFAULT '' NOT NULL,
	"visitor_id" varchar(32) NOT NULL,
	"create_time" bigint NOT NULL
) PARTITION BY RANGE ("create_time");
--> statement-breakpoint
ALTER SEQUENCE "bbxc_point_event_id_seq" OWNED BY "bbxc_point_event"."id";--> statement-breakpoint
CREATE TABLE "bbxc_point_event_default" PARTITION OF "bbxc_point_event" DEFAULT;--> statement-breakpoint
-- The months, before any row arrives (so none goes through the default). The same window as
-- ensureFactPartitions in db/partitions.ts, which keeps it from then on.
DO $$
DECLARE
  spec text[];
  current_month timestamp := date_trunc('month', (now() AT TIME ZONE 'UTC') + interval '8 hours');
  oldest bigint;
  m timestamp;
BEGIN
  FOREACH spec SLICE 1 IN ARRAY ARRAY[['bbxc_study_record', 'start_time'], ['bbxc_point_event', 'create_time']] LOOP
    -- Rows older than ten years (a mistyped year, a zero) wait in the default instead.
    EXECUTE format('SELECT min(%I) FROM %I WHERE %I >= %s', spec[2], spec[1] || '_unpartitioned', spec[2],
      extract(epoch FROM current_month - interval '120 months')::bigint - 28800) INTO oldest;
    m := least(current_month - interval '12 months', coalesce(date_trunc('month', (to_timestamp(oldest) AT TIME ZONE 'UTC') + interval '8 hours'), current_month));
    WHILE m <= current_month + interval '3 months' LOOP
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%s) TO (%s)', spec[1] || '_p' || to_char(m, 'YYYYMM'), spec[1],
        extract(epoch FROM m)::bigint - 28800, extract(epoch FROM m + interval '1 month')::bigint - 28800);
      m := m + interval '1 month';
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
INSERT INTO "bbxc_study_record" ("id", "tenant_id", "student_id", "student_name", "school_id", "school_name", "store_id", "store_name", "coach_id", "coach_name",
  "area_code", "car_type", "subject", "start_time", "minutes", "valid", "create_time", "update_time", "create_by", "update_by")
SELECT "id", "tenant_id", "student_id", "student_name", "school_id", "school_name", "store_id", "store_name", "coach_id", "coach_name",
  "area_code", "car_type", "subject", "start_time", "minutes", "valid", "create_time", "update_time", "create_by", "update_by"
FROM "bbxc_study_record_unpartitioned";--> statement-breakpoint
INSERT INTO "bbxc_point_event" ("id", "tenant_id", "kind", "staff_id", "class_id", "page_code", "school_id", "store_id", "visitor_id", "create_time")
SELECT "id", "tenant_id", "kind", "staff_id", "class_id", "page_code", "school_id", "store_id", "visitor_id", "create_time"
FROM "bbxc_point_event_unpartitioned";--> statement-breakpoint
DROP TABLE "bbxc_study_record_unpartitioned";--> statement-breakpoint
DROP TABLE "bbxc_point_event_unpartitioned";--> statement-breakpoint
-- Keys and indexes after the rows (one sort per index instead of a row at a time), as
-- partitioned indexes: every partition has them, and a partition made later gets them too.
ALTER TABLE "bbxc_study_record" ADD CONSTRAINT "bbxc_study_record_id_start_time_pk" PRIMARY KEY("id","start_time");--> statement-breakpoint
CREATE INDEX "bbxc_study_record_time_idx" ON "bbxc_study_record" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "bbxc_study_record_student_idx" ON "bbxc_study_record" USING btree ("tenant_id","student_id","start_time");--> statement-breakpoint
CREATE INDEX "bbxc_study_record_type_idx" ON "bbxc_study_record" USING btree ("tenant_id","car_type","start_time");--> statement-breakpoint
ALTER TABLE "bbxc_point_event" ADD CONSTRAINT "bbxc_point_event_id_create_time_pk" PRIMARY KEY("id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_point_event_time_idx" ON "bbxc_point_event" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_point_event_kind_idx" ON "bbxc_point_event" USING btree ("tenant_id","kind","create_time");--> statement-breakpoint
ANALYZE "bbxc_study_record";--> statement-breakpoint
ANALYZE "bbxc_point_event";
