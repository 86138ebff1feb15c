ALTER TABLE "bbxc_order" ADD COLUMN "channel_name" varchar(50);--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD COLUMN "school_name" varchar(50);--> statement-breakpoint
ALTER TABLE "bbxc_order" ADD COLUMN "store_name" varchar(50);--> statement-breakpoint
-- Orders placed before: the names their school, store and channel have now.
UPDATE "bbxc_order" o SET "school_name" = s."name" FROM "bbxc_school" s WHERE o."school_id" = s."id"::text AND o."tenant_id" = s."tenant_id";--> statement-breakpoint
UPDATE "bbxc_order" o SET "store_name" = s."name" FROM "bbxc_store" s WHERE o."store_id" = s."id"::text AND o."tenant_id" = s."tenant_id";--> statement-breakpoint
UPDATE "bbxc_order" o SET "channel_name" = c."name" FROM "bbxc_channel" c WHERE o."channel_id" = c."id" AND o."tenant_id" = c."tenant_id";
