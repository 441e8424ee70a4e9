CREATE TABLE "activity_counts" (
	"quarter" timestamp with time zone NOT NULL,
	"variant" text NOT NULL,
	"path" text NOT NULL,
	"action" text NOT NULL,
	"records" integer NOT NULL,
	"offline" integer NOT NULL,
	CONSTRAINT "activity_counts_quarter_variant_path_action_pk" PRIMARY KEY("quarter","variant","path","action")
);
--> statement-breakpoint
CREATE TABLE "activity_upload_waits" (
	"id" text PRIMARY KEY NOT NULL,
	"local_time" timestamp (3) with time zone NOT NULL,
	"variant" text NOT NULL,
	"path" text NOT NULL,
	"waited_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_visits" (
	"session" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"started_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone NOT NULL,
	"page_views" integer NOT NULL,
	"records" integer NOT NULL,
	"entry_path" text NOT NULL,
	"exit_path" text NOT NULL,
	"variant" text NOT NULL,
	"display" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_visits" ADD CONSTRAINT "activity_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_upload_waits_local_time_idx" ON "activity_upload_waits" USING btree ("local_time");--> statement-breakpoint
CREATE INDEX "activity_visits_started_at_idx" ON "activity_visits" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "activity_visits_user_id_idx" ON "activity_visits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activities_path_local_time_idx" ON "activities" USING btree ("path","local_time");--> statement-breakpoint
CREATE INDEX "activities_user_id_idx" ON "activities" USING btree ("user_id");--> statement-breakpoint
-- The rollups of the records already logged (the same as rebuildRollups in src/server/activities/rollups.ts).
INSERT INTO "activity_visits" ("session", "user_id", "started_at", "ended_at", "page_views", "records", "entry_path", "exit_path", "variant", "display")
  SELECT "session",
    (array_agg("user_id" ORDER BY "local_time") FILTER (WHERE "user_id" IS NOT NULL))[1],
    min("local_time"), max("local_time"),
    count(*) FILTER (WHERE "action" = 'page-visit'), count(*),
    (array_agg("path" ORDER BY "local_time"))[1], (array_agg("path" ORDER BY "local_time" DESC))[1],
    (array_agg(coalesce("variant", '') ORDER BY "local_time"))[1], (array_agg(coalesce("context"->>'display', '') ORDER BY "local_time"))[1]
  FROM "activities" GROUP BY "session";--> statement-breakpoint
INSERT INTO "activity_counts" ("quarter", "variant", "path", "action", "records", "offline")
  SELECT to_timestamp(floor(extract(epoch FROM "local_time") / 900) * 900), coalesce("variant", ''), "path", "action",
    count(*), count(*) FILTER (WHERE "context"->>'online' = 'false')
  FROM "activities" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "activity_upload_waits" ("id", "local_time", "variant", "path", "waited_ms")
  SELECT "id", "local_time", coalesce("variant", ''), "path", ("context"->>'waitedMs')::bigint
  FROM "activities" WHERE "action" = 'take-uploaded' AND "context" ? 'waitedMs';
