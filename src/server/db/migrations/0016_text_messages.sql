CREATE TYPE "public"."message_channel" AS ENUM('email', 'sms');--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "text_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "text_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "channel" "message_channel" DEFAULT 'email' NOT NULL;