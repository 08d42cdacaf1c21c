ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("user_id") WHERE "payments"."refund_status" = 'due';