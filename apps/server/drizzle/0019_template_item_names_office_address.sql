ALTER TABLE "doc_settings" ADD COLUMN "address" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_settings" ADD COLUMN "phone" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_templates" ADD COLUMN "item_names" jsonb DEFAULT '[]'::jsonb NOT NULL;