CREATE TABLE "calibration_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fitted_at" timestamp with time zone NOT NULL,
	"outcomes" integer NOT NULL,
	"users" integer NOT NULL,
	"brier" double precision,
	"prior_brier" double precision,
	"deciles" jsonb NOT NULL,
	"prior_deciles" jsonb NOT NULL,
	"model" jsonb NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "calibration_runs_fitted_at_idx" ON "calibration_runs" USING btree ("fitted_at");