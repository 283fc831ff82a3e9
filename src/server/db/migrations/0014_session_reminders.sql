CREATE TABLE "session_reminders" (
	"booking_entry_id" integer NOT NULL,
	"lead" text NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_reminders_booking_entry_id_lead_recipient_pk" PRIMARY KEY("booking_entry_id","lead","recipient")
);
--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "session_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "session_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_booking_entry_id_booking_entries_id_fk" FOREIGN KEY ("booking_entry_id") REFERENCES "public"."booking_entries"("id") ON DELETE cascade ON UPDATE no action;