CREATE TABLE "bbxc_fin_bill_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"line_type" smallint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32),
	"refund_id" bigint,
	"refund_no" varchar(32),
	"student_name" varchar(20),
	"amount" bigint NOT NULL,
	"occur_time" bigint NOT NULL,
	"adjustment" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	CONSTRAINT "bbxc_fin_bill_line_sign_ck" CHECK ((line_type = 1 AND amount >= 0) OR (line_type = 2 AND amount < 0))
);
--> statement-breakpoint
CREATE TABLE "bbxc_fin_bill" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"period_label" varchar(20),
	"period_year" integer,
	"period_month" integer,
	"period_start" bigint,
	"period_end" bigint,
	"school_id" varchar(20),
	"school_name" varchar(50),
	"order_count" integer,
	"order_amount" bigint,
	"refund_count" integer,
	"refund_amount" bigint,
	"adjust_amount" bigint,
	"net_amount" bigint,
	"status" smallint DEFAULT 0 NOT NULL,
	"settle_time" bigint,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint
);
--> statement-breakpoint
CREATE TABLE "bbxc_order_refund" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"refund_no" varchar(32),
	"order_id" bigint NOT NULL,
	"order_no" varchar(32),
	"student_name" varchar(20),
	"mobile" varchar(11),
	"school_id" varchar(20),
	"school_name" varchar(50),
	"store_id" varchar(20),
	"store_name" varchar(50),
	"class_name" varchar(50),
	"paid_amount" bigint,
	"refund_amount" bigint,
	"reason" varchar(200),
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" varchar(200),
	"audit_time" bigint,
	"bill_period" varchar(20),
	"adjustment" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"create_by" bigint,
	"update_by" bigint,
	CONSTRAINT "bbxc_order_refund_amount_ck" CHECK (refund_amount > 0 AND refund_amount <= paid_amount)
);
--> statement-breakpoint
CREATE INDEX "bbxc_fin_bill_line_bill_idx" ON "bbxc_fin_bill_line" USING btree ("bill_id","occur_time");--> statement-breakpoint
CREATE INDEX "bbxc_fin_bill_tenant_idx" ON "bbxc_fin_bill" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_fin_bill_period_start_idx" ON "bbxc_fin_bill" USING btree ("tenant_id","period_start");--> statement-breakpoint
CREATE INDEX "bbxc_fin_bill_school_id_idx" ON "bbxc_fin_bill" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_fin_bill_status_idx" ON "bbxc_fin_bill" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_fin_bill_created_idx" ON "bbxc_fin_bill" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bbxc_fin_bill_period_uq" ON "bbxc_fin_bill" USING btree ("tenant_id","school_id","period_year","period_month");--> statement-breakpoint
CREATE INDEX "bbxc_order_refund_tenant_idx" ON "bbxc_order_refund" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "bbxc_order_refund_refund_no_idx" ON "bbxc_order_refund" USING btree ("tenant_id","refund_no");--> statement-breakpoint
CREATE INDEX "bbxc_order_refund_order_no_idx" ON "bbxc_order_refund" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "bbxc_order_refund_student_name_idx" ON "bbxc_order_refund" USING btree ("tenant_id","student_name");--> statement-breakpoint
CREATE INDEX "bbxc_order_refund_school_id_idx" ON "bbxc_order_refund" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "bbxc_order_refund_store_id_idx" ON "bbxc_order_refund" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "bbxc_order_refund_status_idx" ON "bbxc_order_refund" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bbxc_order_refund_created_idx" ON "bbxc_order_refund" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "bbxc_order_refund_order_idx" ON "bbxc_order_refund" USING btree ("tenant_id","order_id");