CREATE INDEX "ai_usage_success_feature_user_idx" ON "ai_usage" USING btree ("feature","user_id") WHERE "ai_usage"."outcome" = 'success';--> statement-breakpoint
CREATE INDEX "ai_usage_success_user_idx" ON "ai_usage" USING btree ("user_id") WHERE "ai_usage"."outcome" = 'success';--> statement-breakpoint
CREATE INDEX "ai_usage_success_feature_created_idx" ON "ai_usage" USING btree ("feature","created_at") WHERE "ai_usage"."outcome" = 'success';--> statement-breakpoint
CREATE INDEX "tip_history_category_user_idx" ON "tip_history" USING btree ("category","user_id");