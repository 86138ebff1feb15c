CREATE TABLE "bbxc_staff_poster" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"title" varchar(50),
	"poster_id" varchar(20),
	"poster_name" varchar(50),
	"poster_channel_id" varchar(20),
	"channel_name" varchar(50),
	"member_mobile" varchar(11),
	"member_name" varchar(20),
	"status" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	"member_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bbxc_staff_poster_tenant_idx" ON "bbxc_staff_poster" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_staff_poster_title_idx" ON "bbxc_staff_poster" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "bbxc_staff_poster_channel_name_idx" ON "bbxc_staff_poster" USING btree ("tenant_id","channel_name");--> statement-breakpoint
CREATE INDEX "bbxc_staff_poster_member_name_idx" ON "bbxc_staff_poster" USING btree ("tenant_id","member_name");--> statement-breakpoint
CREATE INDEX "bbxc_staff_poster_status_idx" ON "bbxc_staff_poster" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_staff_poster_created_idx" ON "bbxc_staff_poster" USING btree ("tenant_id","create_time");