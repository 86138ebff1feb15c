-- 大转盘: a prize's chance was kept in hundredths of a percent (10000 = 100 %); a percentage
-- takes 4 decimals (spec §5), so it is kept in millionths of the whole (1000000 = 100 %).
UPDATE "bbxc_turntable_prize" SET "chance" = "chance" * 100;
--> statement-breakpoint
-- The shared pay_type dictionary gives the labels of an order's 支付方式 codes (1 微信, 2 支付宝,
-- 3 银行卡, 4 现金, 5 分期); its 3 and 4 named payments no order holds. A tenant's own entries stay.
DELETE FROM "sys_dictionary" WHERE "tenant_id" IS NULL AND "type" = 'pay_type';
--> statement-breakpoint
INSERT INTO "sys_dictionary" ("type", "value", "label", "sort") SELECT v.type, v.value, v.label, v.sort
FROM (VALUES ('pay_type', '1', '微信', 0), ('pay_type', '2', '支付宝', 1), ('pay_type', '3', '银行卡', 2),
  ('pay_type', '4', '现金', 3), ('pay_type', '5', '分期', 4)) AS v (type, value, label, sort)
WHERE EXISTS (SELECT 1 FROM "sys_tenant");
--> statement-breakpoint
-- The shared subject dictionary names the two codes fields hold beside 科目一 to 科目四.
INSERT INTO "sys_dictionary" ("type", "value", "label", "sort") SELECT v.type, v.value, v.label, v.sort
FROM (VALUES ('subject', '23', '科目二、科目三', 4), ('subject', '0', '不分科目', 5)) AS v (type, value, label, sort)
WHERE EXISTS (SELECT 1 FROM "sys_tenant")
  AND NOT EXISTS (SELECT 1 FROM "sys_dictionary" d WHERE d."tenant_id" IS NULL AND d."type" = 'subject' AND d."value" = v.value);
