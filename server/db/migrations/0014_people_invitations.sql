CREATE TABLE "invitation_permits" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tenure_reminders" (
	"organisation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ends_on" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenure_reminders_organisation_id_person_id_kind_ends_on_pk" PRIMARY KEY("organisation_id","person_id","kind","ends_on")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "tenure_starts_on" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "tenure_ends_on" text;--> statement-breakpoint
ALTER TABLE "invitation_permits" ADD CONSTRAINT "invitation_permits_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_permits" ADD CONSTRAINT "invitation_permits_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_permits" ADD CONSTRAINT "invitation_permits_invited_by_people_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenure_reminders" ADD CONSTRAINT "tenure_reminders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenure_reminders" ADD CONSTRAINT "tenure_reminders_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_permits_org_person_idx" ON "invitation_permits" USING btree ("organisation_id","person_id");