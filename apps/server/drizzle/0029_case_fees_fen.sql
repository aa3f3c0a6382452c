ALTER TABLE "case_fees" ADD COLUMN "amount_fen" bigint;--> statement-breakpoint
ALTER TABLE "case_fees" ADD COLUMN "basis" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_fees" ADD COLUMN "fee_standard_id" integer;--> statement-breakpoint
-- Money becomes integer fen: every stored amount converted exactly (numeric(12,2) × 100 is an integer).
ALTER TABLE "case_fees" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "case_fees" SET "amount_fen" = round("amount" * 100)::bigint WHERE "amount_fen" IS NULL;--> statement-breakpoint
ALTER TABLE "case_fees" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- An item's default fee in fen: {amount} → {amountFen}; tiers {upTo, ratePercent} → {upToFen, rateBp}; {minimum} → {minimumFen}.
ALTER TABLE "notarization_items" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "notarization_items" SET "fee" = CASE "fee"->>'mode'
  WHEN 'FIXED' THEN jsonb_build_object('mode', 'FIXED', 'amountFen', round(("fee"->>'amount')::numeric * 100)::bigint)
  WHEN 'TIERED' THEN jsonb_build_object(
    'mode', 'TIERED',
    'minimumFen', round(coalesce(("fee"->>'minimum')::numeric, 0) * 100)::bigint,
    'tiers', (
      SELECT coalesce(jsonb_agg(jsonb_build_object(
        'upToFen', CASE WHEN jsonb_typeof(t->'upTo') = 'number' THEN round((t->>'upTo')::numeric * 100)::bigint END,
        'rateBp', round((t->>'ratePercent')::numeric * 100)::int) ORDER BY ord), '[]'::jsonb)
      FROM jsonb_array_elements("fee"->'tiers') WITH ORDINALITY AS x(t, ord)))
  ELSE "fee" END
WHERE jsonb_typeof("fee") = 'object' AND ("fee" ? 'amount' OR "fee" ? 'minimum');--> statement-breakpoint
ALTER TABLE "notarization_items" FORCE ROW LEVEL SECURITY;
