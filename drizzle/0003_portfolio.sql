CREATE TABLE "portfolio_items" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text,
	"audio_key" text,
	"title" text NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_items_has_source" CHECK ("portfolio_items"."session_id" is not null or "portfolio_items"."audio_key" is not null)
);
--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_items_session_unique" ON "portfolio_items" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "portfolio_items_user_published_idx" ON "portfolio_items" USING btree ("user_id","published_at","id");