ALTER TABLE "sessions" ADD COLUMN "pause_ms" integer DEFAULT 400 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "line_pauses" jsonb DEFAULT '{}'::jsonb NOT NULL;