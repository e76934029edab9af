CREATE TABLE "document_review_reminders" (
	"document_id" uuid NOT NULL,
	"review_on" date NOT NULL,
	"lead" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_review_reminders_document_id_review_on_lead_pk" PRIMARY KEY("document_id","review_on","lead")
);
--> statement-breakpoint
ALTER TABLE "document_review_reminders" ADD CONSTRAINT "document_review_reminders_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;