CREATE TABLE "bbxc_preregister" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_no" varchar(32),
	"student_name" varchar(20),
	"mobile" varchar(11),
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"car_type" smallint DEFAULT 0 NOT NULL,
	"class_name" varchar(50),
	"deposit" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"enrol_order_no" varchar(32),
	"deactivate_reason" varchar(200),
	"deactivate_time" bigint,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE INDEX "bbxc_preregister_tenant_idx" ON "bbxc_preregister" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_preregister_order_no_idx" ON "bbxc_preregister" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "bbxc_preregister_student_name_idx" ON "bbxc_preregister" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "bbxc_preregister_mobile_idx" ON "bbxc_preregister" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "bbxc_preregister_school_id_idx" ON "bbxc_preregister" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_preregister_store_id_idx" ON "bbxc_preregister" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_preregister_car_type_idx" ON "bbxc_preregister" USING btree ("tenant_id","car_type");--> statement-breakpoint
CREATE INDEX "bbxc_preregister_status_idx" ON "bbxc_preregister" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_preregister_created_idx" ON "bbxc_preregister" USING btree ("tenant_id","create_time");