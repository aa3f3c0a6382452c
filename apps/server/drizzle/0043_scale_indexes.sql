DROP INDEX "cases_tenant_status_idx";--> statement-breakpoint
CREATE INDEX "archive_volumes_order_idx" ON "archive_volumes" USING btree ("tenant_id","year","id");--> statement-breakpoint
CREATE INDEX "case_fees_tenant_case_idx" ON "case_fees" USING btree ("tenant_id","case_id");--> statement-breakpoint
CREATE INDEX "case_parties_customer_idx" ON "case_parties" USING btree ("tenant_id","customer_type","customer_id","id");--> statement-breakpoint
CREATE INDEX "cases_tenant_id_idx" ON "cases" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "cases_tenant_status_id_idx" ON "cases" USING btree ("tenant_id","status","id");