ALTER TABLE "credit_ledger" ADD COLUMN "feature" text;--> statement-breakpoint
ALTER TABLE "free_allowance" ADD COLUMN "tips_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_id_idx" ON "credit_ledger" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "free_allowance" ADD CONSTRAINT "free_allowance_tips_used_non_negative" CHECK ("free_allowance"."tips_used" >= 0);