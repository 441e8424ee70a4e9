CREATE TABLE "activities" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"local_time" timestamp (3) with time zone NOT NULL,
	"session" text NOT NULL,
	"path" text NOT NULL,
	"action" text NOT NULL,
	"variant" text,
	"context" jsonb NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_local_time_idx" ON "activities" USING btree ("local_time");--> statement-breakpoint
CREATE INDEX "activities_action_local_time_idx" ON "activities" USING btree ("action","local_time");--> statement-breakpoint
CREATE INDEX "activities_received_at_idx" ON "activities" USING btree ("received_at");