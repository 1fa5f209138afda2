/**
 * Issue 20: the competition form picks its game by title from the games the manager may use:
 * their own published or unlisted games and everybody's published ones, never others' drafts
 * or unlisted games.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";

let api: ApiHarness;
let managerId: string;
let authorId: string;

const QUERY = "query($s: String) { competitionGames(search: $s) { id title status } }";
type Result = { competitionGames: { id: number; title: string; status: string }[] };

beforeAll(async () => {
  api = await createApiHarness();
  managerId = (await api.createUser(["COMPETITION_MANAGER"])).id;
  authorId = (await api.createUser()).id;
  const game = (title: string, ownerId: string, status: "PUBLISHED" | "UNLISTED" | "DRAFT") =>
    api.db.prisma.game.create({ data: { title, ownerId, status, document: {} } });
  await game("Bruchrechnen im Tresor", managerId, "UNLISTED");
  await game("Bruchrechnen Entwurf", managerId, "DRAFT");
  await game("Brüche der Anderen", authorId, "PUBLISHED");
  await game("Bruchrechnen geheim", authorId, "UNLISTED");
  await game("Bruchrechnen Skizze", authorId, "DRAFT");
  await game("Vulkane", authorId, "PUBLISHED");
});
afterAll(async () => {
  await api?.close();
});

describe("competitionGames", () => {
  it("finds usable games by title, in any case", async () => {
    const result = await api.as(managerId)<Result>(QUERY, { s: "bruch" });
    expect(result.errors).toBeUndefined();
    expect(result.data!.competitionGames.map((g) => g.title)).toEqual(["Bruchrechnen im Tresor"]);
    const all = await api.as(managerId)<Result>(QUERY, { s: "" });
    expect(all.data!.competitionGames.map((g) => g.title).sort()).toEqual([
      "Bruchrechnen im Tresor",
      "Brüche der Anderen",
      "Vulkane",
    ]);
  });

  it("is only for competition managers", async () => {
    const result = await api.as(authorId)<Result>(QUERY, { s: "" });
    expect(result.data?.competitionGames ?? null).toBeNull();
    expect(result.errors?.length).toBeGreaterThan(0);
  });
});
