CREATE TABLE "coach_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"style" text NOT NULL,
	"predicted" integer NOT NULL,
	"factor_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"text_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"message" text,
	"outcome" text,
	"outcome_at" timestamp with time zone,
	CONSTRAINT "coach_messages_outcome_known" CHECK ("coach_messages"."outcome" in ('reply', 'no_reply', 'date')),
	CONSTRAINT "coach_messages_outcome_after_sending" CHECK ("coach_messages"."outcome" is null or "coach_messages"."sent_at" is not null),
	CONSTRAINT "coach_messages_sent_with_text" CHECK (("coach_messages"."sent_at" is null) = ("coach_messages"."message" is null))
);
--> statement-breakpoint
ALTER TABLE "coach_messages" ADD CONSTRAINT "coach_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_messages_user_sent_idx" ON "coach_messages" USING btree ("user_id","sent_at");