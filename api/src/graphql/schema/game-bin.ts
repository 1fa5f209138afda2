/**
 * The bin (issue 26 item 5; the purge: games/bin.ts): the owner's deleted games and restoring one.
 */
import { purgeAt } from "../../games/bin";
import { deletedGames, restoreGame } from "../../games/service";
import { builder } from "../builder";
import { Game } from "./game";

builder.objectField(Game, "purgeAt", (t) =>
  t.field({
    type: "DateTime",
    nullable: true,
    description:
      "For a game in the bin: when it is deleted for good (30 days after it was deleted).",
    resolve: (game) => (game.deletedAt ? purgeAt(game.deletedAt) : null),
  }),
);

builder.queryFields((t) => ({
  deletedGames: t.prismaField({
    type: [Game],
    authScopes: { loggedIn: true },
    description:
      "The viewer's games in the bin (deleted within the last 30 days), most recently deleted first.",
    resolve: (query, _root, _args, ctx) => deletedGames(ctx, query),
  }),
}));

builder.mutationFields((t) => ({
  restoreGame: t.prismaField({
    type: Game,
    authScopes: { loggedIn: true },
    description:
      "Takes one of the viewer's games out of the bin (owner; admins: any). It comes back as a draft, " +
      "with its versions and sharing.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, { id }, ctx) => restoreGame(ctx, id, query),
  }),
}));
