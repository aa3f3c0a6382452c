-- 新增、修改、删除 on the two customer pages became functions of their own (before, the page alone
-- allowed them). Roles that held a customer page keep what they could do. FORCE row-level security
-- is lifted for this statement only, so the owner running migrations sees every tenant's roles.
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY[
    'custom:personalCustomerList:create', 'custom:personalCustomerList:update', 'custom:personalCustomerList:delete'
  ]) AS p ORDER BY p
) WHERE 'custom:personalCustomerList' = ANY("permissions");
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY[
    'custom:institutionalClientsList:create', 'custom:institutionalClientsList:update', 'custom:institutionalClientsList:delete'
  ]) AS p ORDER BY p
) WHERE 'custom:institutionalClientsList' = ANY("permissions");
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
