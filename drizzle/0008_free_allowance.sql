CREATE TABLE "free_allowance" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"used" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_allowance_used_non_negative" CHECK ("free_allowance"."used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "free_allowance" ADD CONSTRAINT "free_allowance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Today's usage carries over: each user's row for their current local day becomes their allowance, ending at their next local midnight.
INSERT INTO "free_allowance" ("user_id", "used", "resets_at")
SELECT d."user_id", d."count", (date_trunc('day', now() AT TIME ZONE u."timezone") + interval '1 day') AT TIME ZONE u."timezone"
FROM "daily_usage" d JOIN "users" u ON u."id" = d."user_id"
WHERE d."day" = (now() AT TIME ZONE u."timezone")::date;
