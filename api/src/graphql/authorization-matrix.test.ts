import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { generateCodes } from "./schema/access-codes";
import { getSchema } from "./schema";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";

/**
 * Every mutation and every query × every kind of caller, with the expected answer. A new
 * mutation or query fails the completeness test until it has its row here.
 */
const PERSONAS = [
  "anonymous",
  "unverified",
  "user",
  "owner",
  "moderator",
  "competitionManager",
  /** Another competition manager (another school): none of the first one's things are theirs. */
  "otherManager",
  "admin",
] as const;
type Persona = (typeof PERSONAS)[number];
type Expect = "allow" | "deny";

/** Codes that mean "not for you"; anything else (or no error) got past authorization. */
const DENIALS = new Set(["UNAUTHENTICATED", "FORBIDDEN", "EMAIL_NOT_VERIFIED", "NOT_FOUND"]);

const PASSWORD = "Matrix-Passwort fuer alle";

interface Op {
  /** The schema field it tests, when the row's name is another (a second row for one field). */
  field?: string;
  query: string;
  /** Variables for one call (fresh game, fresh user …), prepared before the call. */
  vars?: () => Promise<Record<string, unknown>>;
  /** The call ends or changes the caller's session: use a fresh one. */
  freshSession?: boolean;
  expect: Record<Persona, Expect>;
}

const everyone: Record<Persona, Expect> = {
  anonymous: "allow",
  unverified: "allow",
  user: "allow",
  owner: "allow",
  moderator: "allow",
  competitionManager: "allow",
  otherManager: "allow",
  admin: "allow",
};
const withSession: Record<Persona, Expect> = { ...everyone, anonymous: "deny" };
const loggedIn: Record<Persona, Expect> = { ...withSession, unverified: "deny" };
const ownerOrAdmin: Record<Persona, Expect> = {
  anonymous: "deny",
  unverified: "deny",
  user: "deny",
  owner: "allow",
  moderator: "deny",
  competitionManager: "deny",
  otherManager: "deny",
  admin: "allow",
};
const adminOnly: Record<Persona, Expect> = {
  anonymous: "deny",
  unverified: "deny",
  user: "deny",
  owner: "deny",
  moderator: "deny",
  competitionManager: "deny",
  otherManager: "deny",
  admin: "deny",
};
adminOnly.admin = "allow";
const moderatorOrAdmin: Record<Persona, Expect> = { ...adminOnly, moderator: "allow" };

let api: ApiHarness;
const cookies = {} as Record<Persona, string | null>;
const emails = {} as Record<Persona, string>;
const ips = Object.fromEntries(PERSONAS.map((p, i) => [p, `10.9.0.${i + 1}`])) as Record<
  Persona,
  string
>;
let counter = 0;

async function ownersGame(): Promise<{ id: number; document: unknown; documentVersion: number }> {
  const res = await api.withCookie(cookies.owner!)<{
    createGame: { id: number; document: unknown; documentVersion: number };
  }>('mutation { createGame(title: "Matrix") { id document documentVersion } }');
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createGame;
}
const gameId = async () => ({ id: (await ownersGame()).id });
/** A version of a fresh game of the owner's. */
async function ownersVersion(): Promise<string> {
  const game = await ownersGame();
  const version = await api.db.prisma.gameVersion.create({
    data: {
      gameId: game.id,
      kind: "NAMED",
      name: "Matrix",
      document: game.document as object,
      documentVersion: game.documentVersion,
      bytes: 100,
      changes: [],
    },
  });
  return version.id;
}

/** A PNG of 2×2 pixels, different on every call (so that uploads are not recognised as the same). */
async function png(): Promise<Buffer> {
  const sharp = (await import("sharp")).default;
  const n = ++counter;
  return sharp({
    create: {
      width: 2,
      height: 2,
      channels: 3,
      background: { r: n % 256, g: (n >> 8) % 256, b: 7 },
    },
  })
    .png()
    .toBuffer();
}
async function ownersAsset(): Promise<string> {
  const user = await api.db.prisma.user.findUniqueOrThrow({ where: { email: emails.owner } });
  const { asset } = await api.assets.ingest({
    source: await png(),
    fileName: "matrix.png",
    kind: "IMAGE",
    ownerId: user.id,
    curated: false,
  });
  return asset.id;
}
async function curatedAsset(): Promise<string> {
  const { asset } = await api.assets.ingest({
    source: await png(),
    fileName: "curated.png",
    kind: "IMAGE",
    ownerId: null,
    curated: true,
  });
  return asset.id;
}
async function tag(): Promise<string> {
  const created = await api.db.prisma.tag.create({
    data: {
      slug: `matrix-${++counter}`,
      nameEn: `Matrix ${counter}`,
      nameDe: `Matrix DE ${counter}`,
    },
  });
  return created.id;
}
/** The competition manager's own things (a competition, a payment reference and its codes). */
const managerOrAdmin: Record<Persona, Expect> = {
  ...adminOnly,
  competitionManager: "allow",
};
/** Open to every competition manager (each gets their own things). */
const anyManager: Record<Persona, Expect> = { ...managerOrAdmin, otherManager: "allow" };
/** A competition of the competition manager on a published game. */
async function managersCompetition(): Promise<{ id: string; gameId: number }> {
  const manager = await api.db.prisma.user.findUniqueOrThrow({
    where: { email: emails.competitionManager },
  });
  const game = await api.db.prisma.game.create({
    data: {
      title: "Matrix-Wettbewerb",
      ownerId: manager.id,
      status: "PUBLISHED",
      document: createGameDocument({ locale: "de", registry }) as object,
    },
  });
  const competition = await api.db.prisma.competition.create({
    data: {
      title: "Matrix",
      startDate: new Date(Date.now() + 3_600_000),
      endDate: new Date(Date.now() + 7_200_000),
      gameId: game.id,
      createdById: manager.id,
    },
  });
  return { id: competition.id, gameId: game.id };
}
const competitionInput = (gameId: number) => ({
  title: "Matrix",
  startDate: new Date(Date.now() + 3_600_000).toISOString(),
  endDate: new Date(Date.now() + 7_200_000).toISOString(),
  gameId,
});
async function paymentReference(): Promise<{ id: string; codeId: string }> {
  const manager = await api.db.prisma.user.findUniqueOrThrow({
    where: { email: emails.competitionManager },
  });
  const id = await generateCodes(
    api.db.prisma,
    `MATRIX-${++counter}-${Date.now()}`,
    1,
    new Date(),
    manager.id,
  );
  const code = await api.db.prisma.accessCode.findFirstOrThrow({
    where: { paymentReferenceId: id },
  });
  return { id, codeId: code.id };
}

const OPS: Record<string, Op> = {
  // Mutations: accounts
  register: {
    query:
      'mutation($e: String!) { register(email: $e, password: "Matrix-Passwort fuer alle", displayName: "M") }',
    vars: async () => ({ e: `matrix-new-${++counter}@example.org` }),
    expect: everyone,
  },
  confirmRegistration: {
    query:
      'mutation { confirmRegistration(email: "nobody@example.org", code: "000000") { viewer { id } } }',
    expect: everyone,
  },
  resendRegistrationCode: {
    query: 'mutation { resendRegistrationCode(email: "nobody@example.org") }',
    expect: everyone,
  },
  login: {
    query:
      'mutation { login(email: "nobody@example.org", password: "wrong-password") { viewer { id } } }',
    expect: everyone,
  },
  logout: { query: "mutation { logout }", freshSession: true, expect: everyone },
  verifyEmail: { query: 'mutation { verifyEmail(code: "000000") { id } }', expect: withSession },
  resendVerificationCode: { query: "mutation { resendVerificationCode }", expect: withSession },
  requestPasswordReset: {
    query: 'mutation { requestPasswordReset(email: "nobody@example.org") }',
    expect: everyone,
  },
  resetPassword: {
    query:
      'mutation { resetPassword(token: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", password: "Matrix-Passwort fuer alle") }',
    expect: everyone,
  },
  changePassword: {
    query:
      'mutation { changePassword(currentPassword: "not-the-password", newPassword: "Ganz neues Passwort") { viewer { id } } }',
    freshSession: true,
    expect: loggedIn,
  },
  updateProfile: {
    query: 'mutation { updateProfile(displayName: "Matrix") { id } }',
    expect: loggedIn,
  },
  setUserRoles: {
    query: "mutation($u: ID!) { setUserRoles(userId: $u, roles: [MODERATOR]) { id roles } }",
    vars: async () => ({ u: (await api.createUser()).id }),
    expect: adminOnly,
  },
  // Mutations: games (issue 5, built alongside)
  createGame: { query: 'mutation { createGame(title: "Neu") { id } }', expect: loggedIn },
  renameGame: {
    query: 'mutation($id: Int!) { renameGame(id: $id, title: "Umbenannt") { id } }',
    vars: gameId,
    expect: ownerOrAdmin,
  },
  copyGame: {
    query: "mutation($id: Int!) { copyGame(id: $id) { id } }",
    vars: gameId,
    expect: ownerOrAdmin,
  },
  deleteGame: {
    query: "mutation($id: Int!) { deleteGame(id: $id) }",
    vars: gameId,
    expect: ownerOrAdmin,
  },
  publishGame: {
    query: "mutation($id: Int!) { publishGame(id: $id) { id status } }",
    vars: gameId,
    expect: ownerOrAdmin,
  },
  publishGameUnlisted: {
    query: "mutation($id: Int!) { publishGameUnlisted(id: $id) { id status } }",
    vars: gameId,
    expect: ownerOrAdmin,
  },
  unpublishGame: {
    query: "mutation($id: Int!) { unpublishGame(id: $id) { id status } }",
    vars: gameId,
    expect: ownerOrAdmin,
  },
  saveGameDocument: {
    query:
      "mutation($id: Int!, $d: JSON!, $v: Int!) { saveGameDocument(id: $id, document: $d, expectedVersion: $v) { id documentVersion } }",
    vars: async () => {
      const game = await ownersGame();
      return { id: game.id, d: game.document, v: game.documentVersion };
    },
    expect: ownerOrAdmin,
  },
  applyGameOperations: {
    query:
      "mutation($id: Int!, $v: Int!, $o: JSON!, $b: String!) { applyGameOperations(gameId: $id, baseVersion: $v, operations: $o, batchId: $b) { version } }",
    vars: async () => {
      const game = await ownersGame();
      const scene = (game.document as { scenes: { id: string }[] }).scenes[0]!.id;
      return {
        id: game.id,
        v: game.documentVersion,
        o: [{ type: "renameScene", id: scene, name: "Matrix" }],
        b: `matrix-${Math.random().toString(36).slice(2, 12)}`,
      };
    },
    expect: ownerOrAdmin,
  },
  // Sharing, versions and the bin (issue 26): co-author and viewer rights in games/sharing-versions-bin.test.ts
  shareGame: {
    query:
      "mutation($id: Int!, $e: String!) { shareGame(gameId: $id, email: $e, role: VIEWER) { email } }",
    vars: async () => ({ id: (await ownersGame()).id, e: `matrix-share-${++counter}@example.org` }),
    expect: ownerOrAdmin,
  },
  unshareGame: {
    query:
      'mutation($id: Int!) { unshareGame(gameId: $id, email: "matrix-gone@example.org") { email } }',
    vars: gameId,
    expect: ownerOrAdmin,
  },
  acceptGameInvite: {
    // Neither a token nor an invite: BAD_USER_INPUT for everyone logged in (past authorization).
    query: "mutation { acceptGameInvite { id } }",
    expect: loggedIn,
  },
  createGameVersion: {
    query: 'mutation($id: Int!) { createGameVersion(gameId: $id, name: "Matrix") { id } }',
    vars: gameId,
    expect: ownerOrAdmin,
  },
  restoreGameVersion: {
    query: "mutation($v: ID!) { restoreGameVersion(versionId: $v) { id } }",
    vars: async () => ({ v: await ownersVersion() }),
    expect: ownerOrAdmin,
  },
  restoreGame: {
    query: "mutation($id: Int!) { restoreGame(id: $id) { id } }",
    vars: async () => {
      const { id } = await ownersGame();
      await api.db.prisma.game.update({ where: { id }, data: { deletedAt: new Date() } });
      return { id };
    },
    expect: ownerOrAdmin,
  },
  // Mutations: galleries and tags (issue 12)
  renameAsset: {
    query: 'mutation($id: ID!) { renameAsset(id: $id, name: "Neu") { id } }',
    vars: async () => ({ id: await ownersAsset() }),
    expect: ownerOrAdmin,
  },
  setAssetTags: {
    query: "mutation($id: ID!, $t: [ID!]!) { setAssetTags(id: $id, tagIds: $t) { id } }",
    vars: async () => ({ id: await ownersAsset(), t: [await tag()] }),
    expect: ownerOrAdmin,
  },
  deleteAsset: {
    query: "mutation($id: ID!) { deleteAsset(id: $id) }",
    vars: async () => ({ id: await ownersAsset() }),
    expect: ownerOrAdmin,
  },
  addAssetToGame: {
    query: "mutation($g: Int!, $a: ID!) { addAssetToGame(gameId: $g, assetId: $a) { id } }",
    vars: async () => ({ g: (await ownersGame()).id, a: await curatedAsset() }),
    expect: ownerOrAdmin,
  },
  removeAssetFromGame: {
    query: "mutation($g: Int!, $a: ID!) { removeAssetFromGame(gameId: $g, assetId: $a) }",
    vars: async () => {
      const g = (await ownersGame()).id;
      const a = await curatedAsset();
      await api.db.prisma.gameAsset.create({ data: { gameId: g, assetId: a } });
      return { g, a };
    },
    expect: ownerOrAdmin,
  },
  createTag: {
    query: 'mutation($n: String!) { createTag(nameEn: $n, nameDe: "Neu") { id } }',
    vars: async () => ({ n: `New tag ${++counter}` }),
    expect: moderatorOrAdmin,
  },
  updateTag: {
    query: "mutation($id: ID!, $n: String!) { updateTag(id: $id, nameEn: $n) { id } }",
    vars: async () => ({ id: await tag(), n: `Renamed ${++counter}` }),
    expect: moderatorOrAdmin,
  },
  deleteTag: {
    query: "mutation($id: ID!) { deleteTag(id: $id) }",
    vars: async () => ({ id: await tag() }),
    expect: moderatorOrAdmin,
  },
  // Queries
  assets: { query: "{ assets(kind: IMAGE, library: CURATED) { id } }", expect: loggedIn },
  ownGameGallery: {
    field: "assets",
    query: "query($g: Int!) { assets(kind: IMAGE, library: GAME, gameId: $g) { id } }",
    vars: async () => ({ g: (await ownersGame()).id }),
    expect: ownerOrAdmin,
  },
  asset: {
    query: "query($id: ID!) { asset(id: $id) { id } }",
    vars: async () => ({ id: await curatedAsset() }),
    expect: loggedIn,
  },
  privateAsset: {
    field: "asset",
    query: "query($id: ID!) { asset(id: $id) { id } }",
    vars: async () => ({ id: await ownersAsset() }),
    expect: ownerOrAdmin,
  },
  assetLimits: { query: "{ assetLimits { uploadMaxMb } }", expect: everyone },
  tags: { query: "{ tags { id } }", expect: loggedIn },
  // Mutations: competitions and access codes (issue 14)
  createCompetition: {
    query: "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
    vars: async () => ({ i: competitionInput((await managersCompetition()).gameId) }),
    expect: anyManager,
  },
  updateCompetition: {
    query:
      "mutation($id: ID!, $i: CompetitionInput!) { updateCompetition(id: $id, input: $i) { id } }",
    vars: async () => {
      const c = await managersCompetition();
      return { id: c.id, i: competitionInput(c.gameId) };
    },
    expect: managerOrAdmin,
  },
  deleteCompetition: {
    query: "mutation($id: ID!) { deleteCompetition(id: $id) }",
    vars: async () => ({ id: (await managersCompetition()).id }),
    expect: managerOrAdmin,
  },
  generateAccessCodes: {
    query:
      'mutation { generateAccessCodes(paymentReferenceId: "MATRIX-GEN", count: 2) { id codeCount } }',
    expect: anyManager,
  },
  importAccessCodes: {
    query:
      'mutation { importAccessCodes(rows: [{ paymentReferenceId: "MATRIX-IMPORT", count: 1 }]) }',
    expect: anyManager,
  },
  revokeAccessCode: {
    query: "mutation($id: ID!) { revokeAccessCode(id: $id) { id status } }",
    vars: async () => ({ id: (await paymentReference()).codeId }),
    expect: managerOrAdmin,
  },
  deletePaymentReference: {
    query: "mutation($id: ID!) { deletePaymentReference(id: $id) }",
    vars: async () => ({ id: (await paymentReference()).id }),
    expect: managerOrAdmin,
  },
  // Queries
  serverTime: { query: "{ serverTime }", expect: everyone },
  managedCompetitions: { query: "{ managedCompetitions { id } }", expect: anyManager },
  managedCompetition: {
    query: "query($id: ID!) { managedCompetition(id: $id) { id } }",
    vars: async () => ({ id: (await managersCompetition()).id }),
    expect: managerOrAdmin,
  },
  paymentReferences: { query: "{ paymentReferences { id } }", expect: anyManager },
  paymentReferenceCount: { query: "{ paymentReferenceCount }", expect: anyManager },
  competitionGames: { query: "{ competitionGames { id } }", expect: anyManager },
  competitionHints: {
    query:
      "query($id: ID!) { competitionHints(competitionId: $id) { competitionId stored { text } log { text } } }",
    vars: async () => ({ id: (await managersCompetition()).id }),
    expect: managerOrAdmin,
  },
  pushHint: {
    query:
      'mutation($id: ID!) { pushHint(competitionId: $id, text: "Look up") { pushed skipped } }',
    vars: async () => ({ id: (await managersCompetition()).id }),
    expect: managerOrAdmin,
  },
  setTeamExtraTime: {
    query:
      "mutation($id: ID!) { setTeamExtraTime(competitionId: $id, minutes: 10) { changedTeams } }",
    vars: async () => ({ id: (await managersCompetition()).id }),
    expect: managerOrAdmin,
  },
  pauseCompetition: {
    query: "mutation($id: ID!) { pauseCompetition(competitionId: $id) { changedTeams } }",
    vars: async () => ({ id: (await managersCompetition()).id }),
    expect: managerOrAdmin,
  },
  resumeCompetition: {
    query: "mutation($id: ID!) { resumeCompetition(competitionId: $id) { changedTeams } }",
    vars: async () => ({ id: (await managersCompetition()).id }),
    expect: managerOrAdmin,
  },
  endTeamGame: {
    query: "mutation($id: ID!) { endTeamGame(competitionId: $id) { changedTeams } }",
    vars: async () => ({ id: (await managersCompetition()).id }),
    expect: managerOrAdmin,
  },
  pushCompetitionAnnouncement: {
    query:
      'mutation($id: ID!) { pushCompetitionAnnouncement(competitionId: $id, text: "Pause!") { changedTeams } }',
    vars: async () => ({ id: (await managersCompetition()).id }),
    expect: managerOrAdmin,
  },
  updateCompetitionLiveSettings: {
    query:
      "mutation($id: ID!) { updateCompetitionLiveSettings(competitionId: $id, stuckMinutes: 4, stuckWrongInRow: 3, projectorShowNames: false) { changedTeams } }",
    vars: async () => ({ id: (await managersCompetition()).id }),
    expect: managerOrAdmin,
  },
  competitionProjector: {
    query: "query($id: ID!) { competitionProjector(id: $id) { competitionId teams { number } } }",
    vars: async () => ({ id: (await managersCompetition()).id }),
    expect: managerOrAdmin,
  },
  competitionBoard: {
    query: "query($id: ID!) { competitionBoard(id: $id) { competitionId teams { sessionId } } }",
    vars: async () => ({ id: (await managersCompetition()).id }),
    expect: managerOrAdmin,
  },
  competitionDebrief: {
    query:
      "query($id: ID!) { competitionDebrief(id: $id) { competitionId riddles { elementId } teams { sessionId } } }",
    vars: async () => ({ id: (await managersCompetition()).id }),
    expect: managerOrAdmin,
  },
  exportAccessCodes: {
    query:
      'query { exportAccessCodes(from: "2020-01-01T00:00:00Z", to: "2100-01-01T00:00:00Z") { paymentReferenceId } }',
    expect: anyManager,
  },
  viewer: { query: "{ viewer { id } }", expect: everyone },
  passwordResetTokenValid: { query: '{ passwordResetTokenValid(token: "x") }', expect: everyone },
  publicGame: { query: "{ publicGame(id: 1) { id } }", expect: everyone },
  publishedGames: { query: "{ publishedGames { id } }", expect: everyone },
  publicCompetitions: { query: "{ publicCompetitions { id } }", expect: everyone },
  publicCompetition: {
    query: '{ publicCompetition(id: "00000000-0000-7000-8000-000000000000") { id } }',
    expect: everyone,
  },
  myGames: { query: "{ myGames { id } }", expect: loggedIn },
  game: { query: "query($id: Int!) { game(id: $id) { id } }", vars: gameId, expect: ownerOrAdmin },
  gameCollaborators: {
    query: "query($id: Int!) { gameCollaborators(gameId: $id) { email } }",
    vars: gameId,
    expect: ownerOrAdmin,
  },
  myGameInvites: { query: "{ myGameInvites { id } }", expect: loggedIn },
  gameInviteByToken: {
    query: '{ gameInviteByToken(token: "unknown-token-0000000000") { email } }',
    expect: everyone,
  },
  gameVersions: {
    query: "query($id: Int!) { gameVersions(gameId: $id) { totalCount items { id } } }",
    vars: gameId,
    expect: ownerOrAdmin,
  },
  gameVersion: {
    query: "query($v: ID!) { gameVersion(id: $v) { id } }",
    vars: async () => ({ v: await ownersVersion() }),
    expect: ownerOrAdmin,
  },
  deletedGames: { query: "{ deletedGames { id } }", expect: loggedIn },
  adminUsers: { query: "{ adminUsers { total } }", expect: adminOnly },
  adminEnvironment: { query: "{ adminEnvironment { version } }", expect: adminOnly },
  adminAssetStats: { query: "{ adminAssetStats { tags } }", expect: adminOnly },
  // LTI 1.3 (issue 28)
  ltiPlatforms: { query: "{ ltiPlatforms { id } }", expect: adminOnly },
  ltiTool: { query: "{ ltiTool { configured } }", expect: adminOnly },
  createLtiPlatform: {
    query: "mutation($i: LtiPlatformInput!) { createLtiPlatform(input: $i) { id } }",
    vars: async () => ({ i: ltiPlatformInput() }),
    expect: adminOnly,
  },
  updateLtiPlatform: {
    query:
      "mutation($id: ID!, $i: LtiPlatformInput!) { updateLtiPlatform(id: $id, input: $i) { id } }",
    vars: async () => ({ id: await ltiPlatformId(), i: ltiPlatformInput() }),
    expect: adminOnly,
  },
  deleteLtiPlatform: {
    query: "mutation($id: ID!) { deleteLtiPlatform(id: $id) }",
    vars: async () => ({ id: await ltiPlatformId() }),
    expect: adminOnly,
  },
  rotateLtiToolKey: { query: "mutation { rotateLtiToolKey { configured } }", expect: adminOnly },
  // Framing for SCORM launchers and LMS pages (issue 28)
  framing: { query: "{ framing { origins ltiOrigins } }", expect: adminOnly },
  setFramingOrigins: {
    query: 'mutation { setFramingOrigins(origins: ["https://lms.example"]) { origins } }',
    expect: adminOnly,
  },
  // Privacy (issue 27)
  retentionMaxDays: { query: "{ retentionMaxDays }", expect: everyone },
  privacyProcessing: { query: "{ privacyProcessing { mailHost aiHost } }", expect: everyone },
  exportCompetitionData: {
    query: "query($id: ID!) { exportCompetitionData(id: $id) }",
    vars: async () => ({ id: (await managersCompetition()).id }),
    expect: managerOrAdmin,
  },
  deleteCompetitionData: {
    query: "mutation($id: ID!) { deleteCompetitionData(id: $id) { id dataDeletedAt } }",
    vars: async () => ({ id: (await managersCompetition()).id }),
    expect: managerOrAdmin,
  },
  exportMyData: { query: "{ exportMyData }", expect: withSession },
  exportOthersData: {
    field: "exportMyData",
    query: "query($u: ID!) { exportMyData(userId: $u) }",
    vars: async () => ({ u: (await api.createUser([])).id }),
    expect: adminOnly,
  },
  accountDeletionPlan: {
    query: "{ accountDeletionPlan { assets runningCompetitions } }",
    expect: withSession,
  },
  othersAccountDeletionPlan: {
    field: "accountDeletionPlan",
    query: "query($u: ID!) { accountDeletionPlan(userId: $u) { assets } }",
    vars: async () => ({ u: (await api.createUser([])).id }),
    expect: adminOnly,
  },
  // A wrong confirmation: past authorization, nothing deleted.
  deleteMyAccount: {
    query: 'mutation { deleteMyAccount(input: { confirmEmail: "not-mine@example.org" }) }',
    expect: withSession,
  },
  deleteOthersAccount: {
    field: "deleteMyAccount",
    query:
      'mutation($u: ID!) { deleteMyAccount(input: { userId: $u, confirmEmail: "not-theirs@example.org" }) }',
    vars: async () => ({ u: (await api.createUser([])).id }),
    expect: adminOnly,
  },
  ltiScorePosts: {
    query: "query($g: Int!) { ltiScorePosts(gameId: $g) { id } }",
    vars: async () => ({ g: (await ownersGame()).id }),
    expect: ownerOrAdmin,
  },
  retryLtiScorePost: {
    query: "mutation($id: ID!) { retryLtiScorePost(id: $id) { id status } }",
    vars: async () => ({ id: await ltiScorePostId() }),
    expect: ownerOrAdmin,
  },
};

/** A failed score post of a launch into the owner's game (its retry fails fast: no line item). */
async function ltiScorePostId() {
  const game = await ownersGame();
  const launch = await api.db.prisma.ltiLaunch.create({
    data: {
      platformId: await ltiPlatformId(),
      deploymentId: "1",
      subject: "s",
      resourceLinkId: "r",
      gameId: game.id,
    },
  });
  const post = await api.db.prisma.ltiScorePost.create({
    data: { launchId: launch.id, gameId: game.id, score: 1, scoreMaximum: 100, status: "FAILED" },
  });
  return post.id;
}

let ltiPlatforms = 0;
function ltiPlatformInput() {
  ltiPlatforms += 1;
  return {
    name: "LMS",
    issuer: "https://lms.example",
    clientId: `client-${ltiPlatforms}`,
    deploymentIds: ["1"],
    authLoginUrl: "https://lms.example/auth",
    tokenUrl: "https://lms.example/token",
    jwksUrl: "https://lms.example/jwks",
  };
}
async function ltiPlatformId() {
  return (await api.db.prisma.ltiPlatform.create({ data: ltiPlatformInput() })).id;
}

beforeAll(async () => {
  api = await createApiHarness();
  const roles: Record<Persona, ("MODERATOR" | "COMPETITION_MANAGER" | "ADMIN")[]> = {
    anonymous: [],
    unverified: [],
    user: [],
    owner: [],
    moderator: ["MODERATOR"],
    competitionManager: ["COMPETITION_MANAGER"],
    otherManager: ["COMPETITION_MANAGER"],
    admin: ["ADMIN"],
  };
  for (const persona of PERSONAS) {
    if (persona === "anonymous") {
      cookies.anonymous = null;
      continue;
    }
    const user = await api.createUser(roles[persona], {
      password: PASSWORD,
      verified: persona !== "unverified",
    });
    emails[persona] = user.email;
    cookies[persona] = await api.login(user.email, PASSWORD, { "X-Forwarded-For": ips[persona] });
  }
});
afterAll(() => api?.close());

describe("authorization matrix", () => {
  it("covers every mutation and every query of the schema", () => {
    const schema = getSchema();
    const fields = [
      ...Object.keys(schema.getMutationType()!.getFields()),
      ...Object.keys(schema.getQueryType()!.getFields()),
    ].sort();
    expect(fields).toEqual(
      [...new Set(Object.entries(OPS).map(([k, op]) => op.field ?? k))].sort(),
    );
  });

  for (const [name, op] of Object.entries(OPS)) {
    it(`${name}: ${PERSONAS.map((p) => `${p} ${op.expect[p]}`).join(", ")}`, async () => {
      const outcome = {} as Record<Persona, Expect>;
      const details: string[] = [];
      for (const persona of PERSONAS) {
        let cookie = cookies[persona];
        if (cookie && op.freshSession)
          cookie = await api.login(emails[persona]!, PASSWORD, { "X-Forwarded-For": ips[persona] });
        const variables = op.vars ? await op.vars() : {};
        const res = await api.graphql<Record<string, unknown>>(op.query, variables, {
          "X-Forwarded-For": ips[persona],
          "Accept-Language": "en",
          ...(cookie ? { Cookie: cookie } : {}),
        });
        const code = res.errors?.[0]?.extensions?.code as string | undefined;
        outcome[persona] = code && DENIALS.has(code) ? "deny" : "allow";
        if (outcome[persona] === "deny")
          expect(res.data?.[op.field ?? name] ?? null, `${persona} must get no data`).toBeNull();
        details.push(`${persona}: ${code ?? "ok"}`);
      }
      expect(outcome, details.join(", ")).toEqual(op.expect);
    });
  }
});

describe("payment references and their access codes belong to their manager (and admins)", () => {
  it("another manager neither sees, extends, revokes, exports nor deletes them", async () => {
    const as =
      (persona: Persona) =>
      (query: string, variables: Record<string, unknown> = {}) =>
        api.graphql<Record<string, unknown>>(query, variables, {
          "X-Forwarded-For": ips[persona],
          "Accept-Language": "en",
          Cookie: cookies[persona]!,
        });
    const reference = `TENANT-${++counter}`;
    const made = await as("competitionManager")(
      "mutation($r: String!) { generateAccessCodes(paymentReferenceId: $r, count: 2) { id accessCodes { id code } } }",
      { r: reference },
    );
    const ref = made.data!.generateAccessCodes as {
      id: string;
      accessCodes: { id: string; code: string }[];
    };
    const [first, second] = ref.accessCodes;
    const list = `query($s: String) { paymentReferences(search: $s) { id codeCount } paymentReferenceCount(search: $s) }`;
    const other = as("otherManager");
    for (const search of [reference, first!.code])
      expect((await other(list, { s: search })).data).toEqual({
        paymentReferences: [],
        paymentReferenceCount: 0,
      });
    const exported = await other(
      '{ exportAccessCodes(from: "2020-01-01T00:00:00Z", to: "2100-01-01T00:00:00Z") { paymentReferenceId codes } }',
    );
    expect(JSON.stringify(exported.data)).not.toContain(first!.code);
    // The same name makes the other manager's own reference; the first one's stays as it was.
    const own = await other(
      "mutation($r: String!) { generateAccessCodes(paymentReferenceId: $r, count: 1) { id codeCount } }",
      { r: reference },
    );
    expect((own.data!.generateAccessCodes as { id: string }).id).not.toBe(ref.id);
    const imported = await other(
      "mutation($r: String!) { importAccessCodes(rows: [{ paymentReferenceId: $r, count: 1 }]) }",
      { r: reference },
    );
    expect(imported.errors).toBeUndefined();
    const revoke = await other("mutation($id: ID!) { revokeAccessCode(id: $id) { id } }", {
      id: first!.id,
    });
    expect(revoke.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const remove = await other("mutation($id: ID!) { deletePaymentReference(id: $id) }", {
      id: ref.id,
    });
    expect(remove.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    // Untouched: the manager still has both codes, usable; an admin sees and may revoke them.
    const mine = await as("competitionManager")(
      "query($s: String) { paymentReferences(search: $s) { id codeCount revokedCount } }",
      { s: reference },
    );
    expect(mine.data!.paymentReferences).toEqual([{ id: ref.id, codeCount: 2, revokedCount: 0 }]);
    const admin = as("admin");
    expect(
      ((await admin(list, { s: first!.code })).data!.paymentReferences as { id: string }[]).map(
        (r) => r.id,
      ),
    ).toEqual([ref.id]);
    const revoked = await admin("mutation($id: ID!) { revokeAccessCode(id: $id) { status } }", {
      id: second!.id,
    });
    expect(revoked.data).toEqual({ revokeAccessCode: { status: "REVOKED" } });
  });
});
