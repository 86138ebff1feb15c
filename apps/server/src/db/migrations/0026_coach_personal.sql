CREATE TABLE "bbxc_coach_style" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"coach_id" varchar(20),
	"coach_name" varchar(20),
	"photo" varchar(255),
	"motto" varchar(50),
	"teach_years" integer,
	"specialty" varchar(100),
	"intro" text,
	"intro_video" varchar(200),
	"status" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_coach_video" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"title" varchar(50),
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"coach_id" varchar(20),
	"coach_name" varchar(20),
	"cover" varchar(255),
	"video" varchar(200),
	"duration" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE INDEX "bbxc_coach_style_tenant_idx" ON "bbxc_coach_style" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_style_school_id_idx" ON "bbxc_coach_style" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_style_store_id_idx" ON "bbxc_coach_style" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_style_coach_id_idx" ON "bbxc_coach_style" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_style_status_idx" ON "bbxc_coach_style" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_coach_style_created_idx" ON "bbxc_coach_style" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_coach_style_coach_idx" ON "bbxc_coach_style" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_video_tenant_idx" ON "bbxc_coach_video" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_video_title_idx" ON "bbxc_coach_video" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "bbxc_coach_video_school_id_idx" ON "bbxc_coach_video" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_video_store_id_idx" ON "bbxc_coach_video" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_video_coach_id_idx" ON "bbxc_coach_video" USING btree ("tenant_id","coach_id");--> statement-breakpoint
CREATE INDEX "bbxc_coach_video_status_idx" ON "bbxc_coach_video" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_coach_video_created_idx" ON "bbxc_coach_video" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_coach_video_coach_idx" ON "bbxc_coach_video" USING btree ("tenant_id","coach_id");