import { registry } from "../definitions";
import {
  DOCUMENT_LIMITS,
  createElement,
  createGameDocument,
  createRuntime,
  parseGameDocument,
  validate,
  type DiagnosticCode,
  type DiagnosticData,
  type DocumentIssue,
  type DocumentWarning,
  type GameDocument,
  type Locale,
  type RuntimeDiagnosticCode,
} from "@exitgame/engine";
import { describe, expect, it } from "vitest";
import { formatDiagnostic, summarizeDiagnostics } from "./format";
import { MESSAGES, PROBLEMS } from "./messages";

/** Every code the engine can report; the type makes a new code fail here until it is listed. */
const ALL_CODES = {
  unknownElement: true,
  unknownVariable: true,
  unknownScene: true,
  unknownProperty: true,
  unknownTrigger: true,
  unknownAction: true,
  readOnlyProperty: true,
  typeMismatch: true,
  invalidComparator: true,
  invalidArgs: true,
  invalidAnimation: true,
  unknownElementType: true,
  duplicateVariableName: true,
  variableTypeMismatch: true,
  ruleWithoutTrigger: true,
  ruleWithoutActions: true,
  actionOnOtherScene: true,
  answerVisible: true,
  preloadWithTransition: true,
  unreachableScene: true,
  variableNeverRead: true,
  variableNeverWritten: true,
  conditionNeverHolds: true,
  awaitNeverCompletes: true,
  stepLimit: true,
  notStarted: true,
  propertyValueClamped: true,
  invalidPropertyValue: true,
  invalidJson: true,
  invalidFormat: true,
  invalidDocument: true,
  invalidProps: true,
  propsMigrationFailed: true,
  elementProblem: true,
  a11yMissingName: true,
  a11yMissingAlt: true,
  a11yLowContrast: true,
  a11yDragOnly: true,
  a11yMissingCaptions: true,
  a11yMissingTranscript: true,
  a11ySmallTarget: true,
  a11yMissingTextAlternative: true,
  a11yInteractiveConstruction: true,
  tooLarge: true,
  newerFormat: true,
  newerElementVersion: true,
} as const satisfies Record<
  DiagnosticCode | RuntimeDiagnosticCode | DocumentIssue["code"] | DocumentWarning["code"],
  true
>;

const LOCALES: Locale[] = ["de", "en"];
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** A sentence with every placeholder filled and no name left empty. */
function expectWorded(d: DiagnosticData) {
  for (const locale of LOCALES) {
    const text = formatDiagnostic(d, locale);
    expect(text, `${d.code} ${JSON.stringify(d.params)}`).not.toMatch(/\{\{|undefined|NaN|“”|„“/);
    expect(text).not.toMatch(/^Unknown problem|^Unbekanntes Problem/);
    expect(text.length).toBeGreaterThan(10);
  }
}

describe("diagnostic sentences", () => {
  it("words a document over the size limits, with the limit that was crossed", () => {
    const doc = createGameDocument({ locale: "en", registry });
    const scenes = Array.from({ length: DOCUMENT_LIMITS.maxScenes + 1 }, (_, i) => ({
      ...doc.scenes[0]!,
      id: `s${i}`,
    }));
    const parsed = parseGameDocument({ ...doc, scenes }, registry);
    expect(parsed.ok).toBe(false);
    const issue = !parsed.ok ? parsed.issues[0]! : undefined;
    expect(issue?.code).toBe("tooLarge");
    expectWorded(issue as DiagnosticData);
    expect(formatDiagnostic(issue as DiagnosticData, "de")).toContain("zu viele Szenen");
    expect(formatDiagnostic(issue as DiagnosticData, "en")).toContain(
      String(DOCUMENT_LIMITS.maxScenes),
    );
  });

  it("every code has a sentence", () => {
    for (const code of Object.keys(ALL_CODES)) {
      const keys = Object.keys(MESSAGES).filter((k) => k === code || k.startsWith(`${code}.`));
      expect(keys, code).not.toEqual([]);
    }
  });

  it("German and English use the same placeholders", () => {
    for (const [key, entry] of Object.entries({ ...MESSAGES, ...PROBLEMS }))
      expect(placeholders(entry.de), key).toEqual(placeholders(entry.en));
  });

  it("words what validate() finds in a broken game, in both languages", () => {
    const doc: GameDocument = createGameDocument({ locale: "en", registry });
    const scene = doc.scenes[0]!;
    scene.elements.push(
      createElement(registry, "text", { locale: "en", id: "sign" }),
      createElement(registry, "timer", { locale: "en", id: "clock", name: "Clock" }),
    );
    doc.scenes.push({
      ...structuredClone(scene),
      id: "s2",
      name: "Cellar",
      elements: [],
      preload: true,
      transition: { type: "crossFade", durationMs: 300 },
    });
    doc.variables.push(
      { id: "v1", name: "score", type: "number", initialValue: 0 },
      { id: "v2", name: "score", type: "string", initialValue: "" },
    );
    type Action = GameDocument["rules"][number]["actions"][number];
    const action = (a: object, i: number) => ({ id: `a${i}`, shouldAwait: false, ...a }) as Action;
    doc.rules.push(
      {
        id: "r1",
        name: "Door",
        enabled: true,
        sceneId: "nowhere",
        triggers: [
          { type: "element", elementId: "ghost", trigger: "click" },
          { type: "element", elementId: "clock", trigger: "explode" },
          { type: "variableChanged", variableId: "v1", to: "x" },
          { type: "sceneChanged", direction: "to", sceneId: "nowhere" },
        ],
        conditions: {
          operator: "partialAnd",
          requiredCount: 5,
          items: [
            {
              id: "c1",
              left: { kind: "variable", variableId: "v1" },
              comparator: "is",
              right: { kind: "value", value: 1 },
            },
            {
              id: "c2",
              left: { kind: "variable", variableId: "v1" },
              comparator: "eq",
              right: { kind: "value", value: "one" },
            },
            {
              id: "c3",
              left: { kind: "property", elementId: "clock", property: "nope" },
              comparator: "eq",
              right: { kind: "value", value: 1 },
            },
          ],
        },
        actions: [
          action({ type: "goToScene", sceneId: "gone" }, 1),
          action(
            { type: "setVariable", variableId: "missing", value: { kind: "value", value: 1 } },
            2,
          ),
          action(
            { type: "increaseVariable", variableId: "v2", by: { kind: "value", value: 1 } },
            3,
          ),
          action(
            {
              type: "setProperty",
              elementId: "clock",
              property: "currentTimeInSeconds",
              value: { kind: "value", value: 1 },
            },
            4,
          ),
          action({ type: "elementAction", elementId: "clock", action: "fly" }, 5),
          action({ type: "show", elementId: "ghost" }, 6),
          action(
            {
              type: "goToScene",
              sceneId: "s2",
              transition: { type: "crossFade", durationMs: 100 },
            },
            7,
          ),
          action(
            { type: "animate", elementId: "sign", animation: { name: "fadeIn", durationMs: -1 } },
            8,
          ),
        ],
      },
      {
        id: "r2",
        enabled: true,
        sceneId: "all",
        triggers: [],
        conditions: { operator: "and", items: [] },
        actions: [],
      },
    );
    const diagnostics = validate(doc, registry);
    const codes = new Set(diagnostics.map((d) => d.code));
    for (const code of [
      "unknownScene",
      "unknownElement",
      "unknownTrigger",
      "variableTypeMismatch",
      "invalidComparator",
      "unknownProperty",
      "conditionNeverHolds",
      "unknownVariable",
      "readOnlyProperty",
      "unknownAction",
      "preloadWithTransition",
      "invalidAnimation",
      "ruleWithoutTrigger",
      "ruleWithoutActions",
      "duplicateVariableName",
    ] as const)
      expect(codes, code).toContain(code);
    diagnostics.forEach(expectWorded);
    expect(
      formatDiagnostic(
        diagnostics.find((d) => d.code === "ruleWithoutTrigger")!,
        "de",
      ),
    ).toBe("Regel 2 hat keinen Auslöser und kann nie ausgeführt werden.");

    // the runtime reports the same problems with the same codes, worded the same way
    const runtime = createRuntime(doc, { registry, clock: { now: () => 0 } });
    expect(runtime.compileDiagnostics.length).toBeGreaterThan(3);
    runtime.compileDiagnostics.forEach((d) => expectWorded({ ...d, path: d.path ?? "" }));
  });

  it("words parse issues and what the runtime says while playing", () => {
    const broken = parseGameDocument({ formatVersion: 3, scenes: [{ id: 1 }] }, registry);
    expect(broken.ok).toBe(false);
    if (!broken.ok) broken.issues.forEach(expectWorded);
    const samples: DiagnosticData[] = [
      { code: "invalidJson", params: {}, path: "" },
      { code: "invalidFormat", params: { reason: "notAnObject" }, path: "formatVersion" },
      { code: "newerFormat", params: { version: "9", known: 3 }, path: "formatVersion" },
      { code: "stepLimit", params: { rule: "", ruleNumber: 4, limit: 10000 }, path: "rules.3" },
      { code: "stepLimit", params: { at: "timer", limit: 10000, time: 5 }, path: "" },
      { code: "notStarted", params: {}, path: "" },
      {
        code: "propertyValueClamped",
        params: {
          rule: "Fade",
          ruleNumber: 1,
          element: "Door",
          property: "opacity",
          value: 150,
          result: 1,
          min: 0,
          max: 1,
        },
        path: "rules.0.actions.0",
      },
      {
        code: "invalidPropertyValue",
        params: { element: "Door", property: "x", value: "Infinity" },
        path: "",
      },
      {
        code: "unknownElement",
        params: { at: "event", elementId: "e9", event: "click" },
        path: "",
      },
    ];
    samples.forEach(expectWorded);
    expect(
      formatDiagnostic(
        {
          code: "propertyValueClamped",
          params: {
            rule: "Fade",
            ruleNumber: 1,
            element: "Door",
            property: "opacity",
            value: 150,
            result: 1,
          },
          path: "rules.0.actions.0",
        },
        "en",
      ),
    ).toBe("Rule “Fade”: 150 is outside the range of “opacity” of “Door”; 1 was set instead.");
  });

  it("summarizes for error messages: the first three, then how many more", () => {
    const d = { code: "unreachableScene", params: { scene: "Cellar" }, path: "scenes.1" };
    expect(summarizeDiagnostics([d, d, d, d], "en", { total: 7 })).toBe(
      "No rule goes to scene “Cellar”. ".repeat(3) + "… and 4 more",
    );
  });
});
