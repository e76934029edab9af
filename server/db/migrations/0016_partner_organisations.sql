CREATE TABLE "partner_organisations" (
	"support_person_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_organisations_support_person_id_organisation_id_pk" PRIMARY KEY("support_person_id","organisation_id")
);
--> statement-breakpoint
ALTER TABLE "partner_organisations" ADD CONSTRAINT "partner_organisations_support_person_id_people_id_fk" FOREIGN KEY ("support_person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_organisations" ADD CONSTRAINT "partner_organisations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;