CREATE TABLE "mall_product_bill_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"order_no" varchar(32),
	"product_name" varchar(50),
	"student_name" varchar(20),
	"amount" bigint NOT NULL,
	"occur_time" bigint NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	CONSTRAINT "mall_product_bill_line_amount_ck" CHECK (amount >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_product_bill" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"period_label" varchar(20),
	"period_year" integer,
	"period_month" integer,
	"period_start" bigint,
	"period_end" bigint,
	"school_id" varchar(20),
	"school_name" varchar(50),
	"product_kind" smallint DEFAULT 1 NOT NULL,
	"order_count" integer,
	"amount" bigint,
	"status" smallint DEFAULT 0 NOT NULL,
	"settle_time" bigint,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_timing_invoice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"apply_no" varchar(32),
	"school_id" varchar(20),
	"school_name" varchar(50),
	"title" varchar(100),
	"tax_no" varchar(20),
	"amount" bigint,
	"status" smallint DEFAULT 0 NOT NULL,
	"file_key" varchar(64),
	"file_name" varchar(200),
	"upload_time" bigint,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "mall_vip_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"student_name" varchar(20),
	"mobile" varchar(11),
	"school_id" varchar(20),
	"school_name" varchar(50),
	"vip_name" varchar(50) NOT NULL,
	"paid_amount" bigint NOT NULL,
	"pay_time" bigint NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE INDEX "mall_product_bill_line_bill_idx" ON "mall_product_bill_line" USING btree ("bill_id","occur_time");--> statement-breakpoint
CREATE INDEX "mall_product_bill_tenant_idx" ON "mall_product_bill" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "mall_product_bill_period_start_idx" ON "mall_product_bill" USING btree ("tenant_id","period_start");--> statement-breakpoint
CREATE INDEX "mall_product_bill_school_id_idx" ON "mall_product_bill" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "mall_product_bill_product_kind_idx" ON "mall_product_bill" USING btree ("tenant_id","product_kind");--> statement-breakpoint
CREATE INDEX "mall_product_bill_status_idx" ON "mall_product_bill" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "mall_product_bill_created_idx" ON "mall_product_bill" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_product_bill_period_uq" ON "mall_product_bill" USING btree ("tenant_id","school_id","product_kind","period_year","period_month");--> statement-breakpoint
CREATE INDEX "bbxc_timing_invoice_tenant_idx" ON "bbxc_timing_invoice" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_timing_invoice_apply_no_idx" ON "bbxc_timing_invoice" USING btree ("tenant_id","apply_no");--> statement-breakpoint
CREATE INDEX "bbxc_timing_invoice_school_id_idx" ON "bbxc_timing_invoice" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_timing_invoice_title_idx" ON "bbxc_timing_invoice" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "bbxc_timing_invoice_status_idx" ON "bbxc_timing_invoice" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_timing_invoice_created_idx" ON "bbxc_timing_invoice" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "mall_vip_order_school_idx" ON "mall_vip_order" USING btree ("tenant_id","school_id","pay_time");--> statement-breakpoint
CREATE INDEX "bbxc_order_school_created_idx" ON "bbxc_order" USING btree ("tenant_id","school_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_order_school_paid_idx" ON "bbxc_order" USING btree ("tenant_id","school_id","pay_method","pay_time");