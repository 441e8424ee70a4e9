CREATE TABLE "sign_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ins_user_idx" ON "sign_ins" USING btree ("user_id","last_used_at");--> statement-breakpoint
-- Sign-ins made before this migration: one per refresh-token family, with no device label known.
INSERT INTO "sign_ins" ("id", "user_id", "device", "created_at", "last_used_at", "expires_at", "revoked_at")
SELECT "family_id", min("user_id"), 'Unknown device', min("created_at"), max("created_at"), max("expires_at"),
  CASE WHEN bool_or("revoked_at" IS NULL) THEN NULL ELSE max("revoked_at") END
FROM "refresh_tokens" GROUP BY "family_id";
