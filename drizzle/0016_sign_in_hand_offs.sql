CREATE TABLE "sign_in_hand_offs" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"sign_in_id" text NOT NULL,
	"user_id" text NOT NULL,
	"site" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_hand_offs" ADD CONSTRAINT "sign_in_hand_offs_sign_in_id_sign_ins_id_fk" FOREIGN KEY ("sign_in_id") REFERENCES "public"."sign_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_hand_offs" ADD CONSTRAINT "sign_in_hand_offs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_hand_offs_expiry_idx" ON "sign_in_hand_offs" USING btree ("expires_at");