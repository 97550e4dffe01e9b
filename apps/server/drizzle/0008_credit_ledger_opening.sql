-- Custom SQL migration file, put your code below! --
-- Every balance is the sum of its ledger (LEADS.md rule 2). A profile is created with its
-- starting credits by the sign-up trigger (docs/decisions/003) or by ensureProfile; either way
-- this trigger writes the matching `signup` row in the same transaction.
CREATE FUNCTION record_opening_credits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_point <> 0 THEN
    INSERT INTO credit_ledger (user_id, delta, balance_after, reason, note)
    VALUES (NEW.user_id, NEW.user_point, NEW.user_point, 'signup', 'Credits on sign-up');
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profile_records_opening_credits AFTER INSERT ON profiles
  FOR EACH ROW EXECUTE FUNCTION record_opening_credits();
--> statement-breakpoint
-- Profiles made before the ledger existed open it with their current balance.
INSERT INTO credit_ledger (user_id, delta, balance_after, reason, note, created_at)
SELECT user_id, user_point, user_point, 'signup', 'Opening balance', created_at
FROM profiles
WHERE user_point <> 0;
