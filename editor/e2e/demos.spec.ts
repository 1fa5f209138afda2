import { expect, test, type Page } from "@playwright/test";
import { login } from "../../player/e2e/support";

// The three demos (text to speech, audio system, speech and mixer), on the player's own speech and howler mixer code.
test.use({ locale: "en-GB" });

const shots = "test-results/screenshots";

/** howler registers itself on window; the volumes of the Howl objects playing now. */
const howlVolumes = (page: Page) =>
  page.evaluate(() => {
    type Howl = { playing(): boolean; volume(): number };
    const howler = (window as unknown as { Howler?: { _howls: Howl[] } }).Howler;
    return (howler?._howls ?? [])
      .filter((h) => h.playing())
      .map((h) => Math.round(h.volume() * 100) / 100);
  });

test("audio system: a sample sound on each channel, under the player's mixer", async ({ page }) => {
  await page.goto("/audio-system-demo");
  await expect(page.getByRole("heading", { name: "Audio system", level: 1 })).toBeVisible();
  const effects = page.getByTestId("sample-effects");
  await expect(effects).toBeEnabled();

  // An effect plays to its end: the button turns back by itself (howler's 'end').
  await effects.click();
  await expect(effects).toHaveAttribute("aria-pressed", "true");
  await expect(effects).toHaveText("Stop Effects");
  await expect(effects).toHaveAttribute("aria-pressed", "false", { timeout: 5_000 });
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Music loops until stopped; the mixer changes its volume live (master 80 % × music 60 %).
  const music = page.getByTestId("sample-music");
  await music.click();
  await expect(music).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => howlVolumes(page)).toEqual([0.48]);
  await page.getByRole("slider", { name: "Music" }).fill("100");
  await expect.poll(() => howlVolumes(page)).toEqual([0.8]);
  await page.getByRole("switch", { name: "Mute" }).click();
  await expect.poll(() => howlVolumes(page)).toEqual([0]);
  await page.getByRole("switch", { name: "Mute" }).click();
  await page.getByTestId("sample-voice").click();
  await expect.poll(() => howlVolumes(page)).toEqual([0.8, 0.8]);
  await page.screenshot({ path: `${shots}/demo-audio.png`, fullPage: true });
  await music.click();
  await expect(music).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("alert")).toHaveCount(0);
  // Remembered on the device like the settings drawer of a game.
  const stored = await page.evaluate(() => localStorage.getItem("exitgame.mixer.v1"));
  expect(JSON.parse(stored!)).toMatchObject({ music: 1, muted: false });
});

test("text to speech: login required; speaks the text with voice, speed and pitch", async ({
  page,
}) => {
  await page.goto("/text-to-speech-demo");
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Ftext-to-speech-demo/);

  // Record what reaches the browser's speech synthesis (headless Chromium has no voices).
  await page.addInitScript(() => {
    const spoken: unknown[] = [];
    (window as unknown as { spoken: unknown[] }).spoken = spoken;
    const synth = window.speechSynthesis;
    synth.speak = (u: SpeechSynthesisUtterance) => {
      const round = (v: number) => Math.round(v * 100) / 100;
      spoken.push({
        text: u.text,
        rate: round(u.rate),
        pitch: round(u.pitch),
        volume: round(u.volume),
        lang: u.lang,
      });
      setTimeout(() => u.dispatchEvent(new Event("end")), 300);
    };
  });
  await login(page.request);
  await page.goto("/text-to-speech-demo");
  await expect(page.getByRole("heading", { name: "Text to speech", level: 1 })).toBeVisible();
  const speak = page.getByTestId("tts-speak");
  await expect(speak).toBeEnabled();
  await page.getByLabel("Text").fill("The door is open.");
  await page.getByLabel("Speed").fill("1.5");
  await page.getByLabel("Pitch").fill("0.7");
  await page.screenshot({ path: `${shots}/demo-tts.png`, fullPage: true });
  await speak.click();
  await expect(page.getByTestId("tts-status")).toHaveText("Speaking…");
  await expect(page.getByTestId("tts-status")).toHaveText("");
  const spoken = await page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken);
  // The voice channel of the mixer sets the volume: master 80 % × voice 100 %.
  expect(spoken).toEqual([
    { text: "The door is open.", rate: 1.5, pitch: 0.7, volume: 0.8, lang: "en-GB" },
  ]);
});

test("speech recognition: a clear message where the browser has none, or where it fails", async ({
  page,
}) => {
  // Headless Chromium has the constructor, but no recognition service behind it.
  await page.goto("/speech-recognition-demo");
  await expect(page.getByRole("heading", { name: "Speech recognition", level: 1 })).toBeVisible();
  const start = page.getByTestId("stt-start");
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page.getByTestId("stt-error")).toBeVisible({ timeout: 10_000 });
  // Headless Chromium refuses the microphone: the translated not-allowed message.
  await expect(page.getByTestId("stt-error")).toHaveText(
    "The microphone may not be used. Please allow it in the browser's site settings.",
  );
  await page.screenshot({ path: `${shots}/demo-stt-error.png` });

  // A browser without speech recognition at all, in German.
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
  });
  await page.goto("/speech-recognition-demo?lng=de");
  await expect(page.getByTestId("stt-unsupported")).toHaveText(
    "Dieser Browser hat keine Spracherkennung. Bitte verwende einen aktuellen Chrome, Edge oder Safari.",
  );
  await page.screenshot({ path: `${shots}/demo-stt-unsupported.png` });
});
