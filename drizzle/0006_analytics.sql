CREATE INDEX "ai_usage_success_feature_user_idx" ON "ai_usage" USING btree ("feature","user_id") WHERE "ai_usage"."outcome" = 'success';--> statement-breakpoint
CREATE INDEX "ai_usage_success_user_idx" ON "ai_usage" USING btree ("user_id") WHERE "ai_usage"."outcome" = 'success';--> statement-breakpoint
CREATE INDEX "ai_usage_created_idx" ON "ai_usage" USING btree ("created_at");