CREATE TABLE "bbxc_about_us" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"title" varchar(50),
	"image" varchar(200),
	"content" text,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_agreement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"agreement_type" smallint DEFAULT 1 NOT NULL,
	"title" varchar(50),
	"content" text,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_assist_help" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"launch_id" bigint NOT NULL,
	"helper_name" varchar(20),
	"helper_mobile" varchar(20),
	"cut_amount" bigint NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbxc_assist_launch" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"assist_id" bigint NOT NULL,
	"user_name" varchar(20),
	"mobile" varchar(11),
	"helped_count" integer DEFAULT 0 NOT NULL,
	"current_price" bigint,
	"status" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_assist" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"activity_name" varchar(50),
	"class_id" bigint NOT NULL,
	"class_name" varchar(50),
	"floor_price" bigint,
	"help_count" integer,
	"assist_hours" integer,
	"stock" integer,
	"activity_start" bigint,
	"activity_end" bigint,
	"description" text,
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_banner" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"banner_name" varchar(50),
	"page_type" smallint DEFAULT 1 NOT NULL,
	"image" varchar(200),
	"link_url" varchar(500),
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_channel_coupon" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"coupon_id" bigint NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_channel_member" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"name" varchar(20),
	"mobile" varchar(11),
	"member_type" smallint DEFAULT 1 NOT NULL,
	"position" varchar(20),
	"coach_id" varchar(20),
	"remark" varchar(200),
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_channel_rule" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"rule_name" varchar(50),
	"commission_type" smallint DEFAULT 1 NOT NULL,
	"commission_rate" numeric(14, 2),
	"commission_amount" bigint,
	"remark" text,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_common_problem" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"question" varchar(100),
	"answer" text,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_coupon_received" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"coupon_id" bigint NOT NULL,
	"coupon_name" varchar(30),
	"user_name" varchar(20),
	"mobile" varchar(11),
	"source" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"valid_start" bigint,
	"valid_end" bigint,
	"use_time" bigint,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"channel_id" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_coupon" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"coupon_name" varchar(30),
	"coupon_type" smallint DEFAULT 1 NOT NULL,
	"threshold_amount" bigint,
	"discount_amount" bigint,
	"discount_rate" numeric(14, 2),
	"max_discount" bigint,
	"class_scope" smallint DEFAULT 1 NOT NULL,
	"valid_start" bigint,
	"valid_end" bigint,
	"total_stock" integer,
	"received_count" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer,
	"description" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"class_ids" jsonb
);
--> statement-breakpoint
CREATE TABLE "bbxc_enroll_poster" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"poster_name" varchar(50),
	"poster_image" varchar(200),
	"slogan" varchar(100),
	"status" smallint DEFAULT 0 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"release_time" bigint,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_group_buy" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"activity_name" varchar(50),
	"class_id" bigint NOT NULL,
	"class_name" varchar(50),
	"group_price" bigint,
	"group_size" integer,
	"group_hours" integer,
	"stock" integer,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"activity_start" bigint,
	"activity_end" bigint,
	"description" text,
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_info_cate" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"cate_name" varchar(20),
	"sort_no" integer,
	"remark" varchar(200),
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_info_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"title" varchar(100),
	"cate_id" bigint NOT NULL,
	"cover" varchar(200),
	"summary" text,
	"content" text,
	"author" varchar(20),
	"status" smallint DEFAULT 0 NOT NULL,
	"release_time" bigint,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "cms_info_library" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"title" varchar(100),
	"source" varchar(50),
	"tags" varchar(50),
	"cover" varchar(200),
	"content" text,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_material" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"title" varchar(50),
	"material_type" smallint DEFAULT 1 NOT NULL,
	"content" text,
	"images" jsonb,
	"status" smallint DEFAULT 0 NOT NULL,
	"release_time" bigint,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_poster_use" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"poster_id" bigint NOT NULL,
	"channel_id" bigint,
	"member_id" bigint,
	"user_id" bigint,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbxc_reg_guide" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"title" varchar(50),
	"guide_type" smallint DEFAULT 1 NOT NULL,
	"content" text,
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_seckill_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"seckill_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"user_name" varchar(20),
	"quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbxc_seckill" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"activity_name" varchar(50),
	"class_id" bigint NOT NULL,
	"class_name" varchar(50),
	"seckill_price" bigint,
	"stock" integer,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer,
	"activity_start" bigint,
	"activity_end" bigint,
	"description" text,
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_turntable_draw" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"turntable_id" bigint NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"prize_id" bigint,
	"received_id" bigint,
	"draw_day" varchar(10) NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbxc_turntable_prize" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"turntable_id" bigint NOT NULL,
	"prize_name" varchar(30) NOT NULL,
	"coupon_id" bigint,
	"chance" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbxc_turntable" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"activity_name" varchar(50),
	"activity_start" bigint,
	"activity_end" bigint,
	"daily_limit" integer,
	"cover" varchar(200),
	"description" text,
	"disable" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_zsclass_instalment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"period_no" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"rate" varchar(10) DEFAULT '0' NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_zsclass" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"class_name" varchar(50),
	"car_type" smallint DEFAULT 0 NOT NULL,
	"class_type" smallint DEFAULT 1 NOT NULL,
	"price" bigint,
	"original_price" bigint,
	"tags" varchar(50),
	"summary" text,
	"cover" varchar(200),
	"images" jsonb,
	"description" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"installment" smallint DEFAULT 0 NOT NULL,
	"shelf_time" bigint,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
ALTER TABLE "bbxc_channel" ADD COLUMN "account" varchar(30);--> statement-breakpoint
ALTER TABLE "bbxc_channel" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "bbxc_channel" ADD COLUMN "channel_rule_id" bigint;--> statement-breakpoint
ALTER TABLE "bbxc_channel" ADD COLUMN "remark" text;--> statement-breakpoint
CREATE INDEX "bbxc_about_us_tenant_idx" ON "bbxc_about_us" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_about_us_created_idx" ON "bbxc_about_us" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_agreement_tenant_idx" ON "bbxc_agreement" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_agreement_agreement_type_uq" ON "bbxc_agreement" USING btree ("tenant_id","agreement_type") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_agreement_created_idx" ON "bbxc_agreement" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_assist_help_launch_idx" ON "bbxc_assist_help" USING btree ("tenant_id","launch_id");--> statement-breakpoint
CREATE INDEX "bbxc_assist_launch_tenant_idx" ON "bbxc_assist_launch" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_assist_launch_assist_id_idx" ON "bbxc_assist_launch" USING btree ("tenant_id","assist_id");--> statement-breakpoint
CREATE INDEX "bbxc_assist_launch_user_name_idx" ON "bbxc_assist_launch" USING btree ("tenant_id","user_name");--> statement-breakpoint
CREATE INDEX "bbxc_assist_launch_mobile_idx" ON "bbxc_assist_launch" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "bbxc_assist_launch_status_idx" ON "bbxc_assist_launch" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_assist_launch_created_idx" ON "bbxc_assist_launch" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_assist_tenant_idx" ON "bbxc_assist" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_assist_activity_name_idx" ON "bbxc_assist" USING btree ("tenant_id","activity_name");--> statement-breakpoint
CREATE INDEX "bbxc_assist_disable_idx" ON "bbxc_assist" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "bbxc_assist_created_idx" ON "bbxc_assist" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_banner_tenant_idx" ON "bbxc_banner" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_banner_banner_name_idx" ON "bbxc_banner" USING btree ("tenant_id","banner_name");--> statement-breakpoint
CREATE INDEX "bbxc_banner_page_type_idx" ON "bbxc_banner" USING btree ("tenant_id","page_type");--> statement-breakpoint
CREATE INDEX "bbxc_banner_disable_idx" ON "bbxc_banner" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "bbxc_banner_created_idx" ON "bbxc_banner" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_channel_coupon_uq" ON "bbxc_channel_coupon" USING btree ("channel_id","coupon_id");--> statement-breakpoint
CREATE INDEX "bbxc_channel_coupon_tenant_idx" ON "bbxc_channel_coupon" USING btree ("tenant_id","channel_id");--> statement-breakpoint
CREATE INDEX "bbxc_channel_member_tenant_idx" ON "bbxc_channel_member" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_channel_member_name_idx" ON "bbxc_channel_member" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "bbxc_channel_member_mobile_idx" ON "bbxc_channel_member" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "bbxc_channel_member_member_type_idx" ON "bbxc_channel_member" USING btree ("tenant_id","member_type");--> statement-breakpoint
CREATE INDEX "bbxc_channel_member_disable_idx" ON "bbxc_channel_member" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "bbxc_channel_member_created_idx" ON "bbxc_channel_member" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_channel_rule_tenant_idx" ON "bbxc_channel_rule" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_channel_rule_rule_name_uq" ON "bbxc_channel_rule" USING btree ("tenant_id","rule_name") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_channel_rule_commission_type_idx" ON "bbxc_channel_rule" USING btree ("tenant_id","commission_type");--> statement-breakpoint
CREATE INDEX "bbxc_channel_rule_created_idx" ON "bbxc_channel_rule" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_common_problem_tenant_idx" ON "bbxc_common_problem" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_common_problem_question_idx" ON "bbxc_common_problem" USING btree ("tenant_id","question");--> statement-breakpoint
CREATE INDEX "bbxc_common_problem_created_idx" ON "bbxc_common_problem" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_coupon_received_tenant_idx" ON "bbxc_coupon_received" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_coupon_received_coupon_id_idx" ON "bbxc_coupon_received" USING btree ("tenant_id","coupon_id");--> statement-breakpoint
CREATE INDEX "bbxc_coupon_received_coupon_name_idx" ON "bbxc_coupon_received" USING btree ("tenant_id","coupon_name");--> statement-breakpoint
CREATE INDEX "bbxc_coupon_received_user_name_idx" ON "bbxc_coupon_received" USING btree ("tenant_id","user_name");--> statement-breakpoint
CREATE INDEX "bbxc_coupon_received_mobile_idx" ON "bbxc_coupon_received" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "bbxc_coupon_received_status_idx" ON "bbxc_coupon_received" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_coupon_received_created_idx" ON "bbxc_coupon_received" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_coupon_tenant_idx" ON "bbxc_coupon" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_coupon_coupon_name_idx" ON "bbxc_coupon" USING btree ("tenant_id","coupon_name");--> statement-breakpoint
CREATE INDEX "bbxc_coupon_coupon_type_idx" ON "bbxc_coupon" USING btree ("tenant_id","coupon_type");--> statement-breakpoint
CREATE INDEX "bbxc_coupon_status_idx" ON "bbxc_coupon" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_coupon_disable_idx" ON "bbxc_coupon" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "bbxc_coupon_created_idx" ON "bbxc_coupon" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_enroll_poster_tenant_idx" ON "bbxc_enroll_poster" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_enroll_poster_poster_name_idx" ON "bbxc_enroll_poster" USING btree ("tenant_id","poster_name");--> statement-breakpoint
CREATE INDEX "bbxc_enroll_poster_status_idx" ON "bbxc_enroll_poster" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_enroll_poster_created_idx" ON "bbxc_enroll_poster" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_group_buy_tenant_idx" ON "bbxc_group_buy" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_group_buy_activity_name_idx" ON "bbxc_group_buy" USING btree ("tenant_id","activity_name");--> statement-breakpoint
CREATE INDEX "bbxc_group_buy_disable_idx" ON "bbxc_group_buy" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "bbxc_group_buy_created_idx" ON "bbxc_group_buy" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_info_cate_tenant_idx" ON "bbxc_info_cate" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_info_cate_cate_name_uq" ON "bbxc_info_cate" USING btree ("tenant_id","cate_name") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_info_cate_created_idx" ON "bbxc_info_cate" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_info_item_tenant_idx" ON "bbxc_info_item" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_info_item_title_idx" ON "bbxc_info_item" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "bbxc_info_item_cate_id_idx" ON "bbxc_info_item" USING btree ("tenant_id","cate_id");--> statement-breakpoint
CREATE INDEX "bbxc_info_item_status_idx" ON "bbxc_info_item" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_info_item_created_idx" ON "bbxc_info_item" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "cms_info_library_tenant_idx" ON "cms_info_library" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "cms_info_library_title_idx" ON "cms_info_library" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "cms_info_library_tags_idx" ON "cms_info_library" USING btree ("tenant_id","tags");--> statement-breakpoint
CREATE INDEX "cms_info_library_created_idx" ON "cms_info_library" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_material_tenant_idx" ON "bbxc_material" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_material_title_idx" ON "bbxc_material" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "bbxc_material_material_type_idx" ON "bbxc_material" USING btree ("tenant_id","material_type");--> statement-breakpoint
CREATE INDEX "bbxc_material_status_idx" ON "bbxc_material" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_material_created_idx" ON "bbxc_material" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_poster_use_poster_idx" ON "bbxc_poster_use" USING btree ("tenant_id","poster_id");--> statement-breakpoint
CREATE INDEX "bbxc_reg_guide_tenant_idx" ON "bbxc_reg_guide" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_reg_guide_title_idx" ON "bbxc_reg_guide" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "bbxc_reg_guide_guide_type_idx" ON "bbxc_reg_guide" USING btree ("tenant_id","guide_type");--> statement-breakpoint
CREATE INDEX "bbxc_reg_guide_disable_idx" ON "bbxc_reg_guide" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "bbxc_reg_guide_created_idx" ON "bbxc_reg_guide" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_seckill_order_user_idx" ON "bbxc_seckill_order" USING btree ("seckill_id","mobile");--> statement-breakpoint
CREATE INDEX "bbxc_seckill_order_tenant_idx" ON "bbxc_seckill_order" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_seckill_tenant_idx" ON "bbxc_seckill" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_seckill_activity_name_idx" ON "bbxc_seckill" USING btree ("tenant_id","activity_name");--> statement-breakpoint
CREATE INDEX "bbxc_seckill_disable_idx" ON "bbxc_seckill" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "bbxc_seckill_created_idx" ON "bbxc_seckill" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_turntable_draw_user_idx" ON "bbxc_turntable_draw" USING btree ("turntable_id","mobile","draw_day");--> statement-breakpoint
CREATE INDEX "bbxc_turntable_prize_wheel_idx" ON "bbxc_turntable_prize" USING btree ("tenant_id","turntable_id");--> statement-breakpoint
CREATE INDEX "bbxc_turntable_tenant_idx" ON "bbxc_turntable" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_turntable_activity_name_idx" ON "bbxc_turntable" USING btree ("tenant_id","activity_name");--> statement-breakpoint
CREATE INDEX "bbxc_turntable_disable_idx" ON "bbxc_turntable" USING btree ("tenant_id","disable");--> statement-breakpoint
CREATE INDEX "bbxc_turntable_created_idx" ON "bbxc_turntable" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_zsclass_instalment_uq" ON "bbxc_zsclass_instalment" USING btree ("class_id","period_no");--> statement-breakpoint
CREATE INDEX "bbxc_zsclass_instalment_tenant_idx" ON "bbxc_zsclass_instalment" USING btree ("tenant_id","class_id");--> statement-breakpoint
CREATE INDEX "bbxc_zsclass_tenant_idx" ON "bbxc_zsclass" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_zsclass_class_name_uq" ON "bbxc_zsclass" USING btree ("tenant_id","class_name") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_zsclass_car_type_idx" ON "bbxc_zsclass" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_zsclass_class_type_idx" ON "bbxc_zsclass" USING btree ("tenant_id","class_type");--> statement-breakpoint
CREATE INDEX "bbxc_zsclass_status_idx" ON "bbxc_zsclass" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_zsclass_created_idx" ON "bbxc_zsclass" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_channel_name_uq" ON "bbxc_channel" USING btree ("tenant_id","name") WHERE deleted = 0;