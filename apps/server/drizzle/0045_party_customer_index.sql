DROP INDEX "case_parties_customer_idx";--> statement-breakpoint
CREATE INDEX "case_parties_customer_idx" ON "case_parties" USING btree ("tenant_id","customer_id","customer_type","id");