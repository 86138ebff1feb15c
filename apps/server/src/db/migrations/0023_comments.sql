CREATE TABLE "bbxc_comment_accompany" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_no" varchar(32),
	"student_name" varchar(20),
	"mobile" varchar(11),
	"coach_name" varchar(20),
	"score" smallint DEFAULT 0 NOT NULL,
	"content" varchar(500),
	"status" smallint DEFAULT 1 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"order_id" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_comment_coach" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"student_name" varchar(20),
	"mobile" varchar(11),
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"coach_id" varchar(20),
	"coach_name" varchar(20),
	"new_coach" smallint DEFAULT 0 NOT NULL,
	"subject" smallint DEFAULT 0 NOT NULL,
	"score" smallint DEFAULT 0 NOT NULL,
	"attitude_score" integer,
	"skill_score" integer,
	"punctual_score" integer,
	"content" varchar(500),
	"status" smallint DEFAULT 1 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"student_id" bigint NOT NULL,
	"booking_id" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_comment_solid_month" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"month_start" bigint NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"frozen_time" bigint NOT NULL,
	"recomputed_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_comment_solid" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"month_start" bigint NOT NULL,
	"comment_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"school_id" varchar(20),
	"store_id" varchar(20),
	"coach_id" varchar(20),
	"new_coach" smallint DEFAULT 0 NOT NULL,
	"subject" smallint DEFAULT 0 NOT NULL,
	"score" smallint NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bbxc_comment_accompany_tenant_idx" ON "bbxc_comment_accompany" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_comment_accompany_order_no_idx" ON "bbxc_comment_accompany" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "bbxc_comment_accompany_student_name_idx" ON "bbxc_comment_accompany" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "bbxc_comment_accompany_mobile_idx" ON "bbxc_comment_accompany" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "bbxc_comment_accompany_coach_name_idx" ON "bbxc_comment_accompany" USING btree ("tenant_id","coach_name");--> statement-breakpoint
CREATE INDEX "bbxc_comment_accompany_score_idx" ON "bbxc_comment_accompany" USING btree ("tenant_id","score");--> statement-breakpoint
CREATE INDEX "bbxc_comment_accompany_status_idx" ON "bbxc_comment_accompany" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_comment_accompany_created_idx" ON "bbxc_comment_accompany" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_comment_coach_tenant_idx" ON "bbxc_comment_coach" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_comment_coach_student_name_idx" ON "bbxc_comment_coach" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "bbxc_comment_coach_mobile_idx" ON "bbxc_comment_coach" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "bbxc_comment_coach_school_id_idx" ON "bbxc_comment_coach" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_comment_coach_store_id_idx" ON "bbxc_comment_coach" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_comment_coach_coach_id_idx" ON "bbxc_comment_coach" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "bbxc_comment_coach_subject_idx" ON "bbxc_comment_coach" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "bbxc_comment_coach_score_idx" ON "bbxc_comment_coach" USING btree ("tenant_id","score");--> statement-breakpoint
CREATE INDEX "bbxc_comment_coach_status_idx" ON "bbxc_comment_coach" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_comment_coach_created_idx" ON "bbxc_comment_coach" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_comment_coach_coach_idx" ON "bbxc_comment_coach" USING btree ("tenant_id","coach_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_comment_coach_store_idx" ON "bbxc_comment_coach" USING btree ("tenant_id","store_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_comment_solid_month_uq" ON "bbxc_comment_solid_month" USING btree ("tenant_id","month_start");--> statement-breakpoint
CREATE INDEX "bbxc_comment_solid_month_idx" ON "bbxc_comment_solid" USING btree ("tenant_id","month_start");--> statement-breakpoint
CREATE INDEX "bbxc_comment_solid_time_idx" ON "bbxc_comment_solid" USING btree ("tenant_id","create_time");