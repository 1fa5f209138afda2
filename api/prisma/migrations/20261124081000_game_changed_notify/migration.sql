-- Every update or deletion of a game is announced on the channel "game_changed" with the game's
-- id: each API instance LISTENs and drops its cached copy for players (api/src/graphql/play-cache.ts).
CREATE FUNCTION "game_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('game_changed', OLD."id"::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER "Game_changed_notify"
  AFTER UPDATE OR DELETE ON "Game"
  FOR EACH ROW EXECUTE FUNCTION "game_changed_notify"();
