-- 视频会议 functions: the former single function standaloneVideoMeet:index:index (发起会议) becomes
-- standaloneVideoMeet:index:create (发起会议) and standaloneVideoMeet:index:recording (查看录像);
-- 管理全部会议 (standaloneVideoMeet:index:manage) is granted by an administrator.
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest(array_remove("permissions", 'standaloneVideoMeet:index:index') || ARRAY['standaloneVideoMeet:index:create', 'standaloneVideoMeet:index:recording']) AS p ORDER BY p
) WHERE 'standaloneVideoMeet:index:index' = ANY("permissions");
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
