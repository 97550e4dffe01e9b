-- Custom SQL migration file, put your code below! --
-- Every new account gets its store profile in the same transaction (see docs/decisions/003).
CREATE FUNCTION create_profile_for_new_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (user_id, user_name, user_email)
  VALUES (NEW.id, NEW.name, lower(NEW.email));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_creates_profile AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION create_profile_for_new_user();
