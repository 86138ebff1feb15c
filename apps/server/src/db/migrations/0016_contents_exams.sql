CREATE TABLE "bbxc_answer_skill" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"course_id" varchar(20),
	"title" varchar(50),
	"content" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_course_video" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"chapter_id" varchar(20),
	"name" varchar(50),
	"file" varchar(200),
	"minutes" integer,
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_courseware" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(50),
	"course_id" varchar(20),
	"course_name" varchar(50),
	"car_type" smallint DEFAULT 0 NOT NULL,
	"file" varchar(200),
	"minutes" integer,
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_exam_rule" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"car_type" smallint DEFAULT 0 NOT NULL,
	"subject" smallint DEFAULT 0 NOT NULL,
	"question_count" integer,
	"minutes" integer,
	"pass_score" integer,
	"single_count" integer,
	"multiple_count" integer,
	"judge_count" integer,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_exercise" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"chapter_id" varchar(20),
	"type" smallint DEFAULT 1 NOT NULL,
	"question" varchar(300),
	"option_a" varchar(100),
	"option_b" varchar(100),
	"option_c" varchar(100),
	"option_d" varchar(100),
	"answer" varchar(4),
	"explanation" text,
	"image" varchar(200),
	"car_type" smallint DEFAULT 0 NOT NULL,
	"subject" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_icon_info" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"car_type" smallint DEFAULT 0 NOT NULL,
	"name" varchar(30),
	"icon" varchar(200),
	"meaning" text,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_simulator" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"car_type" smallint DEFAULT 0 NOT NULL,
	"name" varchar(30),
	"model" varchar(30),
	"maker" varchar(50),
	"image" varchar(200),
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_special_topic" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"car_type" smallint DEFAULT 0 NOT NULL,
	"subject" smallint DEFAULT 0 NOT NULL,
	"name" varchar(30),
	"description" text,
	"question_count" integer,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_exam_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"student_name" varchar(20),
	"id_card" varchar(18),
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"car_type" smallint DEFAULT 0 NOT NULL,
	"subject" smallint DEFAULT 0 NOT NULL,
	"score" integer,
	"passed" smallint DEFAULT 0 NOT NULL,
	"question_count" integer,
	"correct_count" integer,
	"used_minutes" integer,
	"start_time" bigint,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"kind" smallint NOT NULL,
	"student_id" bigint,
	"answers" jsonb
);
--> statement-breakpoint
DROP INDEX "bbxc_course_course_no_uq";--> statement-breakpoint
ALTER TABLE "bbxc_course" ADD COLUMN "root_id" varchar(20);--> statement-breakpoint
CREATE INDEX "bbxc_answer_skill_tenant_idx" ON "bbxc_answer_skill" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_answer_skill_course_id_idx" ON "bbxc_answer_skill" USING btree ("tenant_id","course_id");--> statement-breakpoint
CREATE INDEX "bbxc_answer_skill_title_idx" ON "bbxc_answer_skill" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "bbxc_answer_skill_status_idx" ON "bbxc_answer_skill" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_answer_skill_created_idx" ON "bbxc_answer_skill" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_course_video_tenant_idx" ON "bbxc_course_video" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_course_video_chapter_id_idx" ON "bbxc_course_video" USING btree ("tenant_id","chapter_id");--> statement-breakpoint
CREATE INDEX "bbxc_course_video_name_idx" ON "bbxc_course_video" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "bbxc_course_video_disable_idx" ON "bbxc_course_video" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "bbxc_course_video_created_idx" ON "bbxc_course_video" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_courseware_tenant_idx" ON "bbxc_courseware" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_courseware_name_idx" ON "bbxc_courseware" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "bbxc_courseware_course_id_idx" ON "bbxc_courseware" USING btree ("tenant_id","course_id");--> statement-breakpoint
CREATE INDEX "bbxc_courseware_car_type_idx" ON "bbxc_courseware" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_courseware_disable_idx" ON "bbxc_courseware" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "bbxc_courseware_created_idx" ON "bbxc_courseware" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_courseware_course_sort_idx" ON "bbxc_courseware" USING btree ("tenant_id","course_id","sort");--> statement-breakpoint
CREATE INDEX "bbxc_exam_rule_tenant_idx" ON "bbxc_exam_rule" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_exam_rule_car_type_idx" ON "bbxc_exam_rule" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_exam_rule_subject_idx" ON "bbxc_exam_rule" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "bbxc_exam_rule_created_idx" ON "bbxc_exam_rule" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_exam_rule_page_uq" ON "bbxc_exam_rule" USING btree ("tenant_id","car_type","subject") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_exercise_tenant_idx" ON "bbxc_exercise" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_exercise_chapter_id_idx" ON "bbxc_exercise" USING btree ("tenant_id","chapter_id");--> statement-breakpoint
CREATE INDEX "bbxc_exercise_type_idx" ON "bbxc_exercise" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_exercise_question_uq" ON "bbxc_exercise" USING btree ("tenant_id","car_type","subject","question") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_exercise_created_idx" ON "bbxc_exercise" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_exercise_bank_idx" ON "bbxc_exercise" USING btree ("tenant_id","car_type","subject");--> statement-breakpoint
CREATE INDEX "bbxc_icon_info_tenant_idx" ON "bbxc_icon_info" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_icon_info_car_type_idx" ON "bbxc_icon_info" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_icon_info_name_idx" ON "bbxc_icon_info" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "bbxc_icon_info_created_idx" ON "bbxc_icon_info" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_icon_info_sort_idx" ON "bbxc_icon_info" USING btree ("tenant_id","car_type","sort");--> statement-breakpoint
CREATE INDEX "bbxc_simulator_tenant_idx" ON "bbxc_simulator" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_simulator_car_type_idx" ON "bbxc_simulator" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_simulator_name_idx" ON "bbxc_simulator" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "bbxc_simulator_disable_idx" ON "bbxc_simulator" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "bbxc_simulator_created_idx" ON "bbxc_simulator" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_special_topic_tenant_idx" ON "bbxc_special_topic" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_special_topic_car_type_idx" ON "bbxc_special_topic" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_special_topic_subject_idx" ON "bbxc_special_topic" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "bbxc_special_topic_name_idx" ON "bbxc_special_topic" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "bbxc_special_topic_created_idx" ON "bbxc_special_topic" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_exam_record_tenant_idx" ON "bbxc_exam_record" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_exam_record_student_name_idx" ON "bbxc_exam_record" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "bbxc_exam_record_school_id_idx" ON "bbxc_exam_record" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_exam_record_store_id_idx" ON "bbxc_exam_record" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_exam_record_car_type_idx" ON "bbxc_exam_record" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_exam_record_subject_idx" ON "bbxc_exam_record" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "bbxc_exam_record_score_idx" ON "bbxc_exam_record" USING btree ("tenant_id","score");--> statement-breakpoint
CREATE INDEX "bbxc_exam_record_passed_idx" ON "bbxc_exam_record" USING btree ("tenant_id","passed");--> statement-breakpoint
CREATE INDEX "bbxc_exam_record_start_time_idx" ON "bbxc_exam_record" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "bbxc_exam_record_created_idx" ON "bbxc_exam_record" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_exam_record_kind_time_idx" ON "bbxc_exam_record" USING btree ("tenant_id","kind","start_time");--> statement-breakpoint
CREATE INDEX "bbxc_exam_record_school_time_idx" ON "bbxc_exam_record" USING btree ("tenant_id","school_id","start_time");--> statement-breakpoint
CREATE INDEX "bbxc_course_root_id_idx" ON "bbxc_course" USING btree ("tenant_id","root_id");--> statement-breakpoint
CREATE INDEX "bbxc_course_level_idx" ON "bbxc_course" USING btree ("tenant_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_course_course_no_uq" ON "bbxc_course" USING btree ("tenant_id","car_type","course_no") WHERE deleted = 0;--> statement-breakpoint
-- Each node knows its course (课程信息 reads one course's chapters by it): a course is its own.
UPDATE "bbxc_course" c SET "root_id" = CASE
  WHEN c."parent_id" IS NULL THEN c."id"::text
  ELSE coalesce((SELECT coalesce(p."parent_id", p."id"::text) FROM "bbxc_course" p WHERE p."id"::text = c."parent_id"), c."parent_id") END;
