ALTER TABLE "users" ADD COLUMN "intro_mime" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "portfolio_link" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_photo_unique" ON "users" USING btree ("photo");--> statement-breakpoint
CREATE UNIQUE INDEX "users_intro_unique" ON "users" USING btree ("intro");