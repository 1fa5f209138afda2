/** The debrief of a competition (issue 24 item 5), for its managers: see competitions/debrief.ts. */
import {
  loadDebrief,
  type Debrief,
  type DebriefRiddle,
  type DebriefScene,
  type DebriefStep,
  type DebriefTeam,
  type DebriefWrongAnswer,
} from "../../competitions/debrief";
import { builder } from "../builder";

const GLOBAL = { de: "Alle Szenen", en: "All scenes" } as const;

const WrongAnswer = builder.objectRef<DebriefWrongAnswer>("DebriefWrongAnswer").implement({
  fields: (t) => ({
    answer: t.exposeString("answer", {
      nullable: true,
      description: "What a team typed (first spelling seen); null: not in the input log.",
    }),
    count: t.exposeInt("count", { description: "Teams that gave this wrong entry." }),
  }),
});

const Riddle = builder.objectRef<DebriefRiddle>("DebriefRiddle").implement({
  description: "An answer-checking element (code lock, input) and how the teams did on it.",
  fields: (t) => ({
    elementId: t.exposeID("elementId"),
    elementName: t.exposeString("elementName"),
    sceneId: t.exposeString("sceneId", { nullable: true }),
    sceneName: t.exposeString("sceneName"),
    teamsSolved: t.exposeInt("teamsSolved"),
    teamsTried: t.exposeInt("teamsTried"),
    medianSolveMs: t.exposeFloat("medianSolveMs", {
      nullable: true,
      description: "From a team's start until its first correct answer here.",
    }),
    slowestSolveMs: t.exposeFloat("slowestSolveMs", { nullable: true }),
    wrongAnswerCount: t.exposeInt("wrongAnswerCount"),
    wrongAnswers: t.field({
      type: [WrongAnswer],
      description: "The most common wrong answers, most first (at most 5).",
      resolve: (r) => r.wrongAnswers,
    }),
    stoppedHere: t.exposeInt("stoppedHere", {
      description: "Unfinished teams whose game stopped at this riddle.",
    }),
    hintsTaken: t.exposeInt("hintsTaken", {
      nullable: true,
      description: "Null: hints are not recorded.",
    }),
  }),
});

const Scene = builder.objectRef<DebriefScene>("DebriefScene").implement({
  fields: (t) => ({
    sceneId: t.exposeID("sceneId"),
    sceneName: t.exposeString("sceneName"),
    teamsReached: t.exposeInt("teamsReached"),
    medianReachMs: t.exposeFloat("medianReachMs", { nullable: true }),
    slowestReachMs: t.exposeFloat("slowestReachMs", { nullable: true }),
    stoppedHere: t.exposeInt("stoppedHere"),
  }),
});

const Step = builder.objectRef<DebriefStep>("DebriefStep").implement({
  fields: (t) => ({
    sceneId: t.exposeString("sceneId"),
    sceneName: t.exposeString("sceneName"),
    atMs: t.exposeFloat("atMs", { description: "Since the team's start." }),
    durationMs: t.exposeFloat("durationMs"),
  }),
});

const StoppedAt = builder
  .objectRef<NonNullable<DebriefTeam["stoppedAt"]>>("DebriefStoppedAt")
  .implement({
    fields: (t) => ({
      sceneName: t.exposeString("sceneName"),
      riddleName: t.exposeString("riddleName", { nullable: true }),
    }),
  });

const Team = builder.objectRef<DebriefTeam>("DebriefTeam").implement({
  fields: (t) => ({
    sessionId: t.exposeID("sessionId"),
    number: t.exposeInt("number", { description: "1, 2, … in the order teams registered." }),
    players: t.exposeStringList("players"),
    finished: t.exposeBoolean("finished"),
    timePlayedMs: t.exposeFloat("timePlayedMs"),
    riddlesSolved: t.exposeInt("riddlesSolved"),
    wrongAttempts: t.exposeInt("wrongAttempts"),
    path: t.field({ type: [Step], resolve: (team) => team.path }),
    stoppedAt: t.field({ type: StoppedAt, nullable: true, resolve: (team) => team.stoppedAt }),
    hintsTaken: t.exposeInt("hintsTaken", { nullable: true }),
  }),
});

const DebriefRef = builder.objectRef<Debrief>("CompetitionDebrief").implement({
  fields: (t) => ({
    competitionId: t.exposeID("competitionId"),
    title: t.exposeString("title"),
    ended: t.exposeBoolean("ended"),
    teamCount: t.exposeInt("teamCount"),
    finishedCount: t.exposeInt("finishedCount"),
    riddles: t.field({ type: [Riddle], resolve: (d) => d.riddles }),
    scenes: t.field({ type: [Scene], resolve: (d) => d.scenes }),
    teams: t.field({ type: [Team], resolve: (d) => d.teams }),
  }),
});

builder.queryFields((t) => ({
  competitionDebrief: t.field({
    type: DebriefRef,
    authScopes: (_root, { id }) => ({ competitionManager: String(id) }),
    description:
      "What the class found hard: per riddle and scene, and each team's path (the viewer's competitions; admins: any).",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      return loadDebrief(ctx.prisma, String(id), ctx.now(), GLOBAL[ctx.locale]);
    },
  }),
}));
