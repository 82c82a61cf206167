-- A bank file's confirm writes the receipts' items, the invoices' paid marks, the file's lines
-- and the credit they leave before the receipts themselves, so that the year's receipt counter
-- (which every cash payment queues on) is held only for the last step (issue #14 item 9,
-- docs/decisions/020 "Bulk confirm"). The references stay checked at once everywhere else
-- (INITIALLY IMMEDIATE); only that transaction defers them to its commit.
ALTER TABLE "receipt_items" ALTER CONSTRAINT "receipt_items_receipt_id_receipts_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "invoices" ALTER CONSTRAINT "invoices_receipt_id_receipts_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "bank_import_lines" ALTER CONSTRAINT "bank_import_lines_receipt_id_receipts_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "client_credits" ALTER CONSTRAINT "client_credits_receipt_id_receipts_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
