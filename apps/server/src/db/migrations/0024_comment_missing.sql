-- 未评价学员: each lesson taken (计时订单 已完成) that no live 教学评价 answers, always current.
CREATE VIEW "bbxc_comment_missing" AS
SELECT b.id, b.tenant_id, b.student_id, b.student_name, b.mobile, b.school_id, b.school_name, b.store_id, b.store_name,
  b.coach_id, b.coach_name, b.subject, b.order_no, b.start_time AS lesson_time,
  (floor((extract(epoch from now()) - b.end_time) / 86400))::integer AS wait_days, b.create_time, b.update_time
FROM "bbxc_booking" b
WHERE b.status = 2 AND b.deleted = 0
  AND NOT EXISTS (SELECT 1 FROM "bbxc_comment_coach" c WHERE c.booking_id = b.id AND c.deleted = 0);
