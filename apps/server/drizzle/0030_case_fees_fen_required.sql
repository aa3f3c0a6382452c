ALTER TABLE "case_fees" ALTER COLUMN "amount_fen" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "case_fees" DROP COLUMN "amount";