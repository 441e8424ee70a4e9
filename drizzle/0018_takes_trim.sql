ALTER TABLE "takes" ADD COLUMN "trim_start_ms" integer;--> statement-breakpoint
ALTER TABLE "takes" ADD COLUMN "trim_end_ms" integer;