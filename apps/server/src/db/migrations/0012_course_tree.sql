CREATE TABLE "bbxc_course" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(50),
	"course_no" varchar(10),
	"hours" numeric(14, 2),
	"description" text,
	"parent_id" varchar(20),
	"level" integer,
	"car_type" smallint DEFAULT 0 NOT NULL,
	"subject" smallint DEFAULT 0 NOT NULL,
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE INDEX "bbxc_course_tenant_idx" ON "bbxc_course" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_course_name_idx" ON "bbxc_course" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_course_course_no_uq" ON "bbxc_course" USING btree ("tenant_id","course_no") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_course_car_type_idx" ON "bbxc_course" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_course_subject_idx" ON "bbxc_course" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "bbxc_course_disable_idx" ON "bbxc_course" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "bbxc_course_created_idx" ON "bbxc_course" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_course_page_idx" ON "bbxc_course" USING btree ("tenant_id","car_type","subject","sort");--> statement-breakpoint
CREATE INDEX "bbxc_course_parent_idx" ON "bbxc_course" USING btree ("tenant_id","parent_id");