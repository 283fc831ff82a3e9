CREATE TYPE "public"."athlete_gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."athlete_type" AS ENUM('coach', 'current_college_athlete', 'd1_college_coach', 'd2_college_coach', 'd3_college_coach', 'juco_coach', 'naia_coach', 'trainer');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('pending', 'incomplete', 'accepted', 'completed', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'succeeded', 'failed', 'refunded', 'transferred');--> statement-breakpoint
CREATE TYPE "public"."privacy_setting" AS ENUM('public', 'private');--> statement-breakpoint
CREATE TYPE "public"."service_gender" AS ENUM('male', 'female', 'unisex');--> statement-breakpoint
CREATE TYPE "public"."service_status" AS ENUM('draft', 'published', 'unpublished');--> statement-breakpoint
CREATE TYPE "public"."training_type" AS ENUM('virtual', 'individual', 'group');--> statement-breakpoint
CREATE TABLE "admin_login_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "athletes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"contact_number" text,
	"private_email" boolean DEFAULT false NOT NULL,
	"private_contact_number" boolean DEFAULT false NOT NULL,
	"profile_image" text,
	"gender" "athlete_gender" NOT NULL,
	"sport_id" integer,
	"positions" text[] DEFAULT '{}'::text[] NOT NULL,
	"passing_year" integer,
	"jersey_number" text,
	"city" text,
	"state" text,
	"zip" text,
	"hometown" text,
	"latitude" double precision,
	"longitude" double precision,
	"college_id" integer,
	"high_school" text,
	"club" text,
	"profile_description" text,
	"facebook" text,
	"twitter" text,
	"instagram" text,
	"tiktok" text,
	"website" text,
	"athlete_type" "athlete_type" DEFAULT 'current_college_athlete' NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"stripe_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"athlete_id" integer,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "auth_sessions_one_subject" CHECK (("auth_sessions"."client_id" IS NULL) <> ("auth_sessions"."athlete_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "booking_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"calendar_entry_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"athlete_id" integer,
	"provided_service_id" integer,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"allowed_cancel" boolean DEFAULT true NOT NULL,
	"package" boolean DEFAULT false NOT NULL,
	"sessions_count" integer DEFAULT 1 NOT NULL,
	"location" text,
	"address" text,
	"training_start_date_time" timestamp with time zone NOT NULL,
	"training_end_date_time" timestamp with time zone NOT NULL,
	"notes" text,
	"trainer_notes" text,
	"price_cents" integer NOT NULL,
	"service_fee_cents" integer NOT NULL,
	"processing_fee_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"card_id" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_amount_is_sum" CHECK ("bookings"."amount_cents" = "bookings"."price_cents" + "bookings"."service_fee_cents" + "bookings"."processing_fee_cents")
);
--> statement-breakpoint
CREATE TABLE "calendar_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"athlete_id" integer NOT NULL,
	"booking_date" date NOT NULL,
	"from_time" timestamp with time zone NOT NULL,
	"to_time" timestamp with time zone NOT NULL,
	"max_slot" integer NOT NULL,
	"free_slot" integer NOT NULL,
	"entry_color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_entries_free_slot_range" CHECK ("calendar_entries"."free_slot" >= 0 AND "calendar_entries"."free_slot" <= "calendar_entries"."max_slot"),
	CONSTRAINT "calendar_entries_time_order" CHECK ("calendar_entries"."to_time" > "calendar_entries"."from_time")
);
--> statement-breakpoint
CREATE TABLE "calendar_entry_services" (
	"calendar_entry_id" integer NOT NULL,
	"provided_service_id" integer NOT NULL,
	CONSTRAINT "calendar_entry_services_calendar_entry_id_provided_service_id_pk" PRIMARY KEY("calendar_entry_id","provided_service_id")
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"stripe_id" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"guest_user" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"player_email" text,
	"contact_number" text,
	"profile_image" text,
	"dob" date,
	"gender" smallint,
	"street" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"hometown_city" text,
	"hometown_state" text,
	"hometown_postal_code" text,
	"high_school" text,
	"middle_school" text,
	"college_id" integer,
	"club" text,
	"jersey_number" text,
	"positions" text[] DEFAULT '{}'::text[] NOT NULL,
	"passing_year" integer,
	"about" text,
	"sport_id" integer,
	"website" text,
	"facebook" text,
	"twitter" text,
	"instagram" text,
	"tiktok" text,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"parent_first_name" text,
	"parent_last_name" text,
	"parent_gender" smallint,
	"parent_street" text,
	"parent_city" text,
	"parent_state" text,
	"parent_postal_code" text,
	"parent_contact_number" text,
	"payment_customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_gender_code" CHECK ("clients"."gender" IS NULL OR "clients"."gender" IN (1, 2)),
	CONSTRAINT "clients_parent_gender_code" CHECK ("clients"."parent_gender" IS NULL OR "clients"."parent_gender" IN (1, 2))
);
--> statement-breakpoint
CREATE TABLE "colleges" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"nickname" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"color_code" text NOT NULL,
	"logo_url" text,
	"facebook_url" text,
	"twitter_url" text,
	"instagram_url" text,
	"website_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_athletes" (
	"group_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	CONSTRAINT "group_athletes_group_id_athlete_id_pk" PRIMARY KEY("group_id","athlete_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"color_code" text NOT NULL,
	"facebook_url" text,
	"twitter_url" text,
	"instagram_url" text,
	"website_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "high_schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"athlete_id" integer,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_one_subject" CHECK (("password_reset_tokens"."client_id" IS NULL) <> ("password_reset_tokens"."athlete_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"card_id" integer,
	"amount_cents" integer NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_charge_id" text,
	"provider_transfer_id" text,
	"transfer_amount_cents" integer,
	"transfer_account_id" text,
	"idempotency_key" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_nonneg" CHECK ("payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provided_service_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"provided_service_id" integer NOT NULL,
	"location" text NOT NULL,
	"address" text NOT NULL,
	"city" text,
	"state" text,
	"zip" text,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "provided_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"athlete_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"slug_title" text NOT NULL,
	"privacy_setting" "privacy_setting" DEFAULT 'public' NOT NULL,
	"training_type" "training_type" NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"client_service_fee_cents" integer DEFAULT 0 NOT NULL,
	"stripe_fee_cents" integer DEFAULT 0 NOT NULL,
	"description" text,
	"connection_detail" text,
	"duration_minutes" integer NOT NULL,
	"gender" "service_gender" DEFAULT 'unisex' NOT NULL,
	"min_grade" integer,
	"max_grade" integer,
	"max_seats" integer DEFAULT 1 NOT NULL,
	"days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"image_url" text,
	"status" "service_status" DEFAULT 'published' NOT NULL,
	"package" boolean DEFAULT false NOT NULL,
	"package_start" date,
	"package_end" date,
	"sessions_count" integer,
	"hidden_from_trainer_page" boolean DEFAULT false NOT NULL,
	"book_all_sessions_hint" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provided_services_price_nonneg" CHECK ("provided_services"."price_cents" >= 0),
	CONSTRAINT "provided_services_fees_nonneg" CHECK ("provided_services"."client_service_fee_cents" >= 0 AND "provided_services"."stripe_fee_cents" >= 0),
	CONSTRAINT "provided_services_seats_positive" CHECK ("provided_services"."max_seats" >= 1),
	CONSTRAINT "provided_services_duration_positive" CHECK ("provided_services"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"athlete_id" integer,
	"provided_service_id" integer,
	"rating" smallint DEFAULT 1 NOT NULL,
	"comment" text,
	"private_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_has_text" CHECK ("reviews"."comment" IS NOT NULL OR "reviews"."private_comment" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribed_provided_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"provided_service_id" integer NOT NULL,
	"client_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contact_number" text,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_login_tokens" ADD CONSTRAINT "admin_login_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_entries" ADD CONSTRAINT "booking_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_entries" ADD CONSTRAINT "booking_entries_calendar_entry_id_calendar_entries_id_fk" FOREIGN KEY ("calendar_entry_id") REFERENCES "public"."calendar_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provided_service_id_provided_services_id_fk" FOREIGN KEY ("provided_service_id") REFERENCES "public"."provided_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_entry_services" ADD CONSTRAINT "calendar_entry_services_calendar_entry_id_calendar_entries_id_fk" FOREIGN KEY ("calendar_entry_id") REFERENCES "public"."calendar_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_entry_services" ADD CONSTRAINT "calendar_entry_services_provided_service_id_provided_services_id_fk" FOREIGN KEY ("provided_service_id") REFERENCES "public"."provided_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_athletes" ADD CONSTRAINT "group_athletes_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_athletes" ADD CONSTRAINT "group_athletes_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provided_service_locations" ADD CONSTRAINT "provided_service_locations_provided_service_id_provided_services_id_fk" FOREIGN KEY ("provided_service_id") REFERENCES "public"."provided_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provided_services" ADD CONSTRAINT "provided_services_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provided_service_id_provided_services_id_fk" FOREIGN KEY ("provided_service_id") REFERENCES "public"."provided_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribed_provided_services" ADD CONSTRAINT "subscribed_provided_services_provided_service_id_provided_services_id_fk" FOREIGN KEY ("provided_service_id") REFERENCES "public"."provided_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribed_provided_services" ADD CONSTRAINT "subscribed_provided_services_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_login_tokens_hash_key" ON "admin_login_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "athletes_slug_key" ON "athletes" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "athletes_email_key" ON "athletes" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "athletes_college_name_idx" ON "athletes" USING btree ("college_id","first_name","id");--> statement-breakpoint
CREATE INDEX "athletes_sport_idx" ON "athletes" USING btree ("sport_id","first_name","id");--> statement-breakpoint
CREATE INDEX "athletes_gender_idx" ON "athletes" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "athletes_type_idx" ON "athletes" USING btree ("athlete_type");--> statement-breakpoint
CREATE INDEX "athletes_location_idx" ON "athletes" USING btree (lower("state"),lower("city"));--> statement-breakpoint
CREATE INDEX "athletes_zip_idx" ON "athletes" USING btree ("zip");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sessions_token_hash_key" ON "auth_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_sessions_client_idx" ON "auth_sessions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_athlete_idx" ON "auth_sessions" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "booking_entries_booking_idx" ON "booking_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_entries_calendar_entry_idx" ON "booking_entries" USING btree ("calendar_entry_id");--> statement-breakpoint
CREATE INDEX "bookings_client_status_idx" ON "bookings" USING btree ("client_id","status","training_start_date_time");--> statement-breakpoint
CREATE INDEX "bookings_athlete_start_idx" ON "bookings" USING btree ("athlete_id","training_start_date_time");--> statement-breakpoint
CREATE INDEX "bookings_service_idx" ON "bookings" USING btree ("provided_service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_client_idempotency_key" ON "bookings" USING btree ("client_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "calendar_entries_athlete_from_idx" ON "calendar_entries" USING btree ("athlete_id","from_time");--> statement-breakpoint
CREATE INDEX "calendar_entries_date_idx" ON "calendar_entries" USING btree ("booking_date","from_time");--> statement-breakpoint
CREATE INDEX "calendar_entry_services_service_idx" ON "calendar_entry_services" USING btree ("provided_service_id","calendar_entry_id");--> statement-breakpoint
CREATE INDEX "cards_client_idx" ON "cards" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_one_default_per_client" ON "cards" USING btree ("client_id") WHERE "cards"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "cards_stripe_id_key" ON "cards" USING btree ("stripe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_key" ON "clients" USING btree (lower("email")) WHERE "clients"."guest_user" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "colleges_slug_key" ON "colleges" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "group_athletes_athlete_idx" ON "group_athletes" USING btree ("athlete_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_slug_key" ON "groups" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "high_schools_nickname_prefix_idx" ON "high_schools" USING btree (lower("nickname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "high_schools_city_prefix_idx" ON "high_schools" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_client_idx" ON "payments" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_charge_key" ON "payments" USING btree ("provider_charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_sport_name_key" ON "positions" USING btree ("sport_id","name");--> statement-breakpoint
CREATE INDEX "provided_service_locations_service_idx" ON "provided_service_locations" USING btree ("provided_service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provided_services_slug_key" ON "provided_services" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "provided_services_athlete_idx" ON "provided_services" USING btree ("athlete_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_key" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_athlete_idx" ON "reviews" USING btree ("athlete_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_slug_key" ON "sports" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "subscribed_services_service_idx" ON "subscribed_provided_services" USING btree ("provided_service_id");--> statement-breakpoint
CREATE INDEX "subscribed_services_client_idx" ON "subscribed_provided_services" USING btree ("client_id");