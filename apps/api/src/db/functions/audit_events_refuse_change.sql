-- The audit trail is append-only: the database itself refuses to change or remove its rows
-- (triggers audit_events_no_update_delete and audit_events_no_truncate).
CREATE OR REPLACE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
