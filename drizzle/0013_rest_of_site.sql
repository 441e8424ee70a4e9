CREATE TYPE "public"."library_audio_source" AS ENUM('upload', 'recording', 'freesound');--> statement-breakpoint
CREATE TYPE "public"."library_audio_type" AS ENUM('music_bed', 'ambience', 'sound_effect', 'voice_reference');--> statement-breakpoint
CREATE TYPE "public"."certificate_purpose" AS ENUM('event', 'class', 'other');--> statement-breakpoint
CREATE TABLE "library_audio" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"type" "library_audio_type" NOT NULL,
	"title" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"duration_ms" integer NOT NULL,
	"trim_start_ms" integer DEFAULT 0 NOT NULL,
	"trim_end_ms" integer,
	"storage_key" text NOT NULL,
	"source" "library_audio_source" NOT NULL,
	"freesound_id" integer,
	"source_url" text,
	"author" text,
	"licence_name" text,
	"licence_url" text,
	"attribution" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_audio_trim_check" CHECK ("library_audio"."trim_start_ms" >= 0 and ("library_audio"."trim_end_ms" is null or "library_audio"."trim_end_ms" > "library_audio"."trim_start_ms"))
);
--> statement-breakpoint
CREATE TABLE "certificate_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_jwk" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"recipient_name" text NOT NULL,
	"title" text NOT NULL,
	"purpose" "certificate_purpose" NOT NULL,
	"purpose_id" text,
	"purpose_name" text DEFAULT '' NOT NULL,
	"issuer_id" text,
	"issuer_name" text NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"key_id" text NOT NULL,
	"signature" text NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" text,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"role_id" text NOT NULL,
	"days" integer NOT NULL,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"registered_count" integer DEFAULT 0 NOT NULL,
	"organiser_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_seats_check" CHECK ("events"."registered_count" >= 0 and "events"."registered_count" <= "events"."capacity"),
	CONSTRAINT "events_time_check" CHECK ("events"."ends_at" > "events"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "music_audio_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "music_level" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "library_audio" ADD CONSTRAINT "library_audio_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_audio_owner_created_idx" ON "library_audio" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_audio_owner_type_created_idx" ON "library_audio" USING btree ("owner_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "library_audio_owner_freesound_unique" ON "library_audio" USING btree ("owner_id","freesound_id") WHERE "library_audio"."freesound_id" is not null;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "certificates_issuer_idx" ON "certificates" USING btree ("issuer_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "events_ends_idx" ON "events" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "events_organiser_idx" ON "events" USING btree ("organiser_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_music_audio_id_library_audio_id_fk" FOREIGN KEY ("music_audio_id") REFERENCES "public"."library_audio"("id") ON DELETE set null ON UPDATE no action;