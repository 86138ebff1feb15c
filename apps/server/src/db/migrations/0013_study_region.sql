CREATE TABLE "bbxc_study_progress" (
	"tenant_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"school_id" varchar(20) DEFAULT '' NOT NULL,
	"store_id" varchar(20) DEFAULT '' NOT NULL,
	"car_type" smallint NOT NULL,
	"subject" smallint NOT NULL,
	"first_time" bigint NOT NULL,
	"required_minutes" integer NOT NULL,
	"studied_minutes" integer DEFAULT 0 NOT NULL,
	"valid_minutes" integer DEFAULT 0 NOT NULL,
	"remaining_minutes" integer NOT NULL,
	"reached" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "bbxc_study_progress_tenant_id_student_id_car_type_subject_pk" PRIMARY KEY("tenant_id","student_id","car_type","subject"),
	CONSTRAINT "bbxc_study_progress_remaining_ck" CHECK (remaining_minutes >= 0)
);
--> statement-breakpoint
ALTER TABLE "bbxc_study_daily" DROP CONSTRAINT "bbxc_study_daily_tenant_id_day_school_id_store_id_car_type_subject_pk";--> statement-breakpoint
ALTER TABLE "bbxc_study_daily" ADD COLUMN "area_code" varchar(6) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bbxc_study_daily" ADD CONSTRAINT "bbxc_study_daily_tenant_id_day_school_id_store_id_area_code_car_type_subject_pk" PRIMARY KEY("tenant_id","day","school_id","store_id","area_code","car_type","subject");--> statement-breakpoint
ALTER TABLE "bbxc_study_record" ADD COLUMN "student_name" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bbxc_study_record" ADD COLUMN "school_name" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bbxc_study_record" ADD COLUMN "store_name" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bbxc_study_record" ADD COLUMN "coach_name" varchar(20);--> statement-breakpoint
ALTER TABLE "bbxc_study_record" ADD COLUMN "area_code" varchar(6) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "bbxc_study_progress_time_idx" ON "bbxc_study_progress" USING btree ("tenant_id","first_time");--> statement-breakpoint
CREATE INDEX "bbxc_study_record_type_idx" ON "bbxc_study_record" USING btree ("tenant_id","car_type","start_time");--> statement-breakpoint
UPDATE "bbxc_study_record" r SET "student_name" = coalesce(st."name", ''), "school_name" = coalesce(st."school_name", ''), "store_name" = coalesce(st."store_name", ''), "coach_name" = st."coach_name"
  FROM "bbxc_student" st WHERE st."id" = r."student_id";--> statement-breakpoint
UPDATE "bbxc_study_record" r SET "area_code" = coalesce(nullif(s."region"->>2, ''), s."region"->>1, '')
  FROM "bbxc_store" s WHERE s."id"::text = r."store_id" AND jsonb_typeof(s."region") = 'array';--> statement-breakpoint
DELETE FROM "bbxc_study_daily";--> statement-breakpoint
INSERT INTO "bbxc_study_daily" ("tenant_id", "day", "school_id", "store_id", "area_code", "car_type", "subject", "records", "minutes", "valid_minutes")
  SELECT "tenant_id", (("start_time" + 28800) / 86400) * 86400 - 28800, "school_id", "store_id", "area_code", "car_type", "subject", count(*), sum("minutes"), coalesce(sum("minutes") FILTER (WHERE "valid" = 1), 0)
  FROM "bbxc_study_record" GROUP BY 1, 2, 3, 4, 5, 6, 7;
