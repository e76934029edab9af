CREATE TABLE "document_seals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"what" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"file_key" text,
	"sha256" text NOT NULL,
	"signature_sha256" text NOT NULL,
	"certificate_fingerprint" text NOT NULL,
	"sealed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_seals" ADD CONSTRAINT "document_seals_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_seals_sha256_idx" ON "document_seals" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "document_seals_signature_key" ON "document_seals" USING btree ("signature_sha256");--> statement-breakpoint
CREATE INDEX "document_seals_certificate_idx" ON "document_seals" USING btree ("certificate_fingerprint");--> statement-breakpoint
CREATE INDEX "document_seals_subject_idx" ON "document_seals" USING btree ("subject_type","subject_id");