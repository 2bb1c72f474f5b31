-- The devices whose Apple Wallet holds a boarding pass and asked to hear of its changes (decision 095).
CREATE TABLE "wallet_pass_registrations" (
	"device_library_id" text NOT NULL,
	"passenger_id" uuid NOT NULL,
	"push_token" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_pass_registrations_device_library_id_passenger_id_pk" PRIMARY KEY("device_library_id","passenger_id")
);
--> statement-breakpoint
ALTER TABLE "wallet_pass_registrations" ADD CONSTRAINT "wallet_pass_registrations_passenger_id_passenger_check_ins_passenger_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."passenger_check_ins"("passenger_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_pass_registrations_passenger_idx" ON "wallet_pass_registrations" USING btree ("passenger_id");
