-- Changes that may revoke reading an asset are announced on the channel "asset_changed" with the
-- asset's id: an asset updated (owner, library) or deleted, or taken out of a game's gallery.
-- Every API instance LISTENs and forgets what it remembered for delivery
-- (api/src/assets/routes.ts, api/src/db/notifications.ts); game changes come on "game_changed".
CREATE FUNCTION "asset_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'GameAsset' THEN
    PERFORM pg_notify('asset_changed', OLD."assetId");
  ELSE
    PERFORM pg_notify('asset_changed', OLD."id");
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Asset_changed_notify"
  AFTER UPDATE OR DELETE ON "Asset"
  FOR EACH ROW EXECUTE FUNCTION "asset_changed_notify"();

CREATE TRIGGER "GameAsset_changed_notify"
  AFTER DELETE ON "GameAsset"
  FOR EACH ROW EXECUTE FUNCTION "asset_changed_notify"();
