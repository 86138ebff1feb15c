DROP INDEX "examroom_car_car_no_idx";--> statement-breakpoint
ALTER TABLE "examroom_car" ADD COLUMN "school_id" varchar(20);--> statement-breakpoint
ALTER TABLE "examroom_coach" ADD COLUMN "school_id" bigint;--> statement-breakpoint
ALTER TABLE "examroom_coach" ADD COLUMN "store_id" bigint;--> statement-breakpoint
ALTER TABLE "bbxc_coach" ADD COLUMN "exam_coach_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "examroom_car_car_no_uq" ON "examroom_car" USING btree ("tenant_id","car_no") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "examroom_car_school_id_idx" ON "examroom_car" USING btree ("tenant_id","school_id");