/**
 * The printable kit's hints (issue 24 item 6): the answer key lists each riddle's and scene's
 * hints in order; one hint card per hint follows, with its image (a gallery WebP, converted) or a
 * note that the image is in the game; a very long hint is cut on its card and stays whole in the
 * key. The PDF's text is read with poppler's pdftotext, its images listed with pdfimages.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import type { GameDocument } from "@exitgame/engine";
import { buildGame } from "@exitgame/engine/testing/builder";
import { registry } from "@exitgame/element-plugins/definitions";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { clockFor } from "../clock";
import { lines, wrap } from "./kit-text";

const HOUR = 3_600_000;
const LONG = `${"Zählt die Bücher im Regal und addiert die Seitenzahlen der roten Bände. ".repeat(13)}ENDE-DES-TIPPS`;
let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };
let cookie: string;
let competitionId: string;
let dir: string;

function hint(id: string, text: string, extra: Record<string, unknown> = {}) {
  return { id, text, image: "", penaltySeconds: 0, availableAfterMinutes: 0, ...extra };
}

function hintGame(imageId: string): GameDocument {
  const doc = buildGame(registry, {
    scenes: [
      {
        id: "one",
        name: "Keller",
        elements: [
          {
            type: "number-code-input",
            id: "lock",
            name: "Tresorschloss",
            props: {
              expectedCode: "4711",
              hints: [
                hint("h1", "Die Quersumme ist 13.", {
                  penaltySeconds: 30,
                  availableAfterMinutes: 5,
                  image: imageId,
                }),
                hint("h2", LONG, { penaltySeconds: 90 }),
                hint("h3", "Seht euch das Bild an.", { image: "https://example.org/bild.png" }),
              ],
            },
          },
        ],
      },
      { id: "two", name: "Flur", elements: [] },
    ],
  });
  doc.scenes[1]!.hints = [hint("s1", "Schaut unter den Teppich.", { penaltySeconds: 120 })];
  return doc;
}

const get = (path: string) => fetch(server.origin + path, { headers: { Cookie: cookie } });

async function kit(lang: "de" | "en") {
  const res = await get(`/api/competitions/${competitionId}/kit.pdf?lang=${lang}`);
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const file = join(dir, `kit-${lang}.pdf`);
  writeFileSync(file, bytes);
  const pdf = await PDFDocument.load(bytes);
  const pageText = (page: number) =>
    execFileSync("pdftotext", ["-f", `${page}`, "-l", `${page}`, file, "-"], { encoding: "utf8" })
      .replace(/\s+/g, " ")
      .trim();
  const imagesOn = (page: number) =>
    execFileSync("pdfimages", ["-list", "-f", `${page}`, "-l", `${page}`, file], {
      encoding: "utf8",
    })
      .trim()
      .split("\n")
      .slice(2).length;
  return { pages: pdf.getPageCount(), pageText, imagesOn, file };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "kit-hints-"));
  api = await createApiHarness({ HOST: "127.0.0.1", TEST_CLOCK: "1" });
  const clock = clockFor(api.config);
  server = await api.listen();
  const manager = await api.createUser(["COMPETITION_MANAGER"], {
    password: "Sicher-Passwort-42",
  });
  cookie = await api.login(manager.email, "Sicher-Passwort-42");
  const author = await api.createUser();
  const webp = await sharp({
    create: { width: 120, height: 80, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .webp()
    .toBuffer();
  const { asset } = await api.assets.ingest({
    source: webp,
    fileName: "karte.webp",
    kind: "IMAGE",
    ownerId: author.id,
    curated: false,
  });
  expect(asset.mimeType).toBe("image/webp");
  const gameId = (
    await api.db.prisma.game.create({
      data: {
        title: "Tresor",
        ownerId: author.id,
        status: "PUBLISHED",
        document: hintGame(asset.id) as object,
      },
    })
  ).id;
  const as = api.as(manager.id, "en");
  const now = clock.now().getTime();
  const created = await as<{ createCompetition: { id: string } }>(
    "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
    {
      i: {
        title: "Klasse 7b: Tresor",
        startDate: new Date(now - HOUR).toISOString(),
        endDate: new Date(now + HOUR).toISOString(),
        gameId,
      },
    },
  );
  competitionId = created.data!.createCompetition.id;
  await as(
    'mutation { generateAccessCodes(paymentReferenceId: "KIT-1", count: 2) { accessCodes { code } } }',
  );
});
afterAll(async () => {
  await server?.close();
  await api?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the kit's hints", () => {
  it("lists each riddle's and scene's hints in the answer key and prints a card per hint", async () => {
    const { pages, pageText, imagesOn } = await kit("de");
    // Join cards, answer key, hint cards (four hints: one page).
    expect(pages).toBe(3);
    const key = pageText(2);
    expect(key).toContain("Lösungsblatt für die Lehrkraft");
    expect(key).toContain(
      "Tipp 1 (Strafe: +30 s · verfügbar nach 5 min): Die Quersumme ist 13. (Bild im Spiel)",
    );
    expect(key).toContain("Tipp 2 (Strafe: +1 min 30 s · sofort verfügbar): Zählt die Bücher");
    // The long hint stays whole in the key.
    expect(key).toContain("ENDE-DES-TIPPS");
    expect(key).toContain("Tipp 3 (ohne Strafe · sofort verfügbar): Seht euch das Bild an.");
    // Hints in order, under their riddle; the scene's own hints under the scene.
    expect(key.indexOf("Keller")).toBeLessThan(key.indexOf("Tresorschloss"));
    expect(key.indexOf("Tresorschloss")).toBeLessThan(key.indexOf("Tipp 1"));
    expect(key.indexOf("Tipp 1")).toBeLessThan(key.indexOf("Tipp 2"));
    expect(key.indexOf("Tipp 3")).toBeLessThan(key.indexOf("Flur"));
    expect(key.indexOf("Flur")).toBeLessThan(key.indexOf("Tipps zur Szene"));
    expect(key).toContain(
      "Tipps zur Szene Tipp 1 (Strafe: +2 min · sofort verfügbar): Schaut unter den Teppich.",
    );

    const cards = pageText(3);
    expect(cards).toContain("Klasse 7b: Tresor – Tipp-Karten zum Ausschneiden");
    expect(cards.match(/Keller – Tresorschloss/g)).toHaveLength(3);
    expect(cards).toContain("Szene: Flur");
    expect(cards).toContain("Die Quersumme ist 13.");
    expect(cards).toContain("Strafe: +30 s · verfügbar nach 5 min");
    expect(cards).toContain("Schaut unter den Teppich.");
    // The long hint is cut with an ellipsis on its card.
    expect(cards).toContain("Zählt die Bücher");
    expect(cards).toContain("…");
    expect(cards).not.toContain("ENDE-DES-TIPPS");
    // The address elsewhere is not fetched: the card names the image; the gallery's is drawn.
    expect(cards.match(/\(Bild im Spiel\)/g)).toHaveLength(1);
    expect(imagesOn(3)).toBe(1);
    // The join cards keep their QR codes (two free codes).
    expect(imagesOn(1)).toBe(2);
  });

  it("prints the hints in English", async () => {
    const { pageText } = await kit("en");
    expect(pageText(2)).toContain("Hint 2 (Penalty: +1 min 30 s · available at once): Zählt");
    const cards = pageText(3);
    expect(cards).toContain("Hint cards to cut out");
    expect(cards).toContain("Scene: Flur");
    expect(cards).toContain("(image in the game)");
    expect(cards).toContain("no penalty · available at once");
  });
});

describe("the kit's text layout", () => {
  it("keeps every line within its width, cuts long words and ends a cut text with …", async () => {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    const require = createRequire(import.meta.url);
    const font = await pdf.embedFont(
      readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
      { subset: true },
    );
    const text = `${LONG} https://example.org/${"sehr-lange-adresse-".repeat(8)} Ärger über Öl`;
    for (const width of [60, 120, 235]) {
      const all = wrap(text, font, 9, width);
      expect(all.length).toBeGreaterThan(3);
      for (const line of all) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(width);
      expect(all.join(" ").replace(/\s+/g, "")).toBe(text.replace(/\s+/g, ""));
      const cut = lines(text, font, 9, width, 3);
      expect(cut).toHaveLength(3);
      expect(cut[2]!.endsWith("…")).toBe(true);
      for (const line of cut) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(width);
    }
  });
});
