CREATE TABLE "bbxc_channel_bill" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"period_label" varchar(20) NOT NULL,
	"period_year" integer NOT NULL,
	"period_month" integer NOT NULL,
	"period_start" bigint NOT NULL,
	"period_end" bigint NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"order_amount" bigint DEFAULT 0 NOT NULL,
	"commission_amount" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"confirm_time" bigint,
	"confirm_by" bigint,
	"pay_time" bigint,
	"pay_by" bigint,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"class_id" bigint,
	"class_name" varchar(50),
	"student_name" varchar(20),
	"mobile" varchar(20),
	"channel_id" bigint,
	"member_id" bigint,
	"member_name" varchar(20),
	"coupon_received_id" bigint,
	"coupon_name" varchar(30),
	"price" bigint DEFAULT 0 NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"pay_status" smallint DEFAULT 0 NOT NULL,
	"pay_time" bigint,
	"settle_status" smallint DEFAULT 0 NOT NULL,
	"settle_time" bigint,
	"caiwu_check" smallint DEFAULT 0 NOT NULL,
	"caiwu_check_time" bigint,
	"caiwu_check_by" bigint,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_channel_bill_period_uq" ON "bbxc_channel_bill" USING btree ("tenant_id","channel_id","period_year","period_month");--> statement-breakpoint
CREATE INDEX "bbxc_channel_bill_tenant_idx" ON "bbxc_channel_bill" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_order_no_uq" ON "bbxc_order" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "bbxc_order_tenant_idx" ON "bbxc_order" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_order_created_idx" ON "bbxc_order" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_order_channel_idx" ON "bbxc_order" USING btree ("tenant_id","channel_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_order_settled_idx" ON "bbxc_order" USING btree ("tenant_id","channel_id","settle_time") WHERE settle_status = 1 AND deleted = 0;--> statement-breakpoint
CREATE INDEX "bbxc_order_class_idx" ON "bbxc_order" USING btree ("tenant_id","class_id");