-- Every email written to the outbox gets its delivery job in the same transaction, whoever writes
-- it (the mailer, or the invoice statement that inserts into email_outbox directly).
CREATE OR REPLACE FUNCTION enqueue_outbox_delivery() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (kind, payload, dedupe_key)
  VALUES ('email.send', jsonb_build_object('outboxId', NEW.id), 'email:' || NEW.id)
  ON CONFLICT (dedupe_key) WHERE status <> 'dead' DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER email_outbox_enqueue_delivery AFTER INSERT ON email_outbox
  FOR EACH ROW WHEN (NEW.status = 'pending') EXECUTE FUNCTION enqueue_outbox_delivery();
--> statement-breakpoint
-- New jobs wake the runners of every instance (LISTEN jobs_due) instead of waiting for their next
-- poll. NOTIFY is delivered on commit only, once per statement.
CREATE OR REPLACE FUNCTION notify_jobs_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jobs_due', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_notify_due AFTER INSERT ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_jobs_due();
--> statement-breakpoint
-- Emails already waiting get their jobs; those the old mailer gave up on are parked as dead,
-- where the admin's 'Email & jobs' page can retry them.
INSERT INTO jobs (kind, payload, dedupe_key, status, attempts, last_error)
SELECT 'email.send', jsonb_build_object('outboxId', id), 'email:' || id,
       CASE WHEN status = 'failed' THEN 'dead'::job_status ELSE 'queued'::job_status END, attempts, last_error
FROM email_outbox WHERE status <> 'sent';
