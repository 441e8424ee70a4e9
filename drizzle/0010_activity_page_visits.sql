CREATE TABLE "activity_page_visits" (
	"session" text NOT NULL,
	"path" text NOT NULL,
	"user_id" text,
	"started_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone NOT NULL,
	"page_views" integer NOT NULL,
	"records" integer NOT NULL,
	"variant" text NOT NULL,
	"display" text NOT NULL,
	CONSTRAINT "activity_page_visits_session_path_pk" PRIMARY KEY("session","path")
);
--> statement-breakpoint
ALTER TABLE "activity_page_visits" ADD CONSTRAINT "activity_page_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_page_visits_path_started_at_idx" ON "activity_page_visits" USING btree ("path","started_at");--> statement-breakpoint
CREATE INDEX "activity_page_visits_user_id_idx" ON "activity_page_visits" USING btree ("user_id");--> statement-breakpoint
-- The page visits of the records already logged (the same as rebuildRollups in src/server/activities/rollups.ts).
INSERT INTO "activity_page_visits" ("session", "path", "user_id", "started_at", "ended_at", "page_views", "records", "variant", "display")
  SELECT "session", "path",
    (array_agg("user_id" ORDER BY "local_time") FILTER (WHERE "user_id" IS NOT NULL))[1],
    min("local_time"), max("local_time"),
    count(*) FILTER (WHERE "action" = 'page-visit'), count(*),
    (array_agg(coalesce("variant", '') ORDER BY "local_time"))[1], (array_agg(coalesce("context"->>'display', '') ORDER BY "local_time"))[1]
  FROM "activities" GROUP BY "session", "path";
