-- Payments (issue 36): a form with a payment block takes money through Stripe
-- Checkout. `submission_payments` holds one row per submission that owes
-- money, written in the same statement as the answers (status "pending", the
-- amount computed on the server); Stripe's signed webhook moves it to "paid",
-- "expired" or "refunded". `payment_events` keeps the id of every Stripe
-- event handled, so a replayed event changes nothing. New tables only: the
-- previous release never reads them.
CREATE TABLE IF NOT EXISTS "submission_payments" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"form_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"checkout_session_id" text,
	"checkout_attempts" integer DEFAULT 0 NOT NULL,
	"payment_intent_id" text,
	"paid_at" timestamp (3) with time zone,
	"refunded_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_payments_status_check" CHECK ("status" in ('pending', 'paid', 'expired', 'refunded')),
	CONSTRAINT "submission_payments_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "submission_payments" ADD CONSTRAINT "submission_payments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "submission_payments" ADD CONSTRAINT "submission_payments_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_payments_form_status" ON "submission_payments" USING btree ("form_id","status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_payments_checkout_session" ON "submission_payments" USING btree ("checkout_session_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_payments_payment_intent" ON "submission_payments" USING btree ("payment_intent_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
