import { expect, test, type Page } from "@playwright/test";
import { SHOWCASE_TYPES, showcaseDocument } from "./showcase";
import { publishGame } from "./support";

/** A one-second WebM recorded in the browser (no video files or encoders needed on the machine). */
async function recordVideo(page: Page): Promise<string> {
  await page.goto("/");
  return page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 180;
    const ctx = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(25), {
      mimeType: "video/webm;codecs=vp8",
    });
    const chunks: Blob[] = [];
    recorder.addEventListener("dataavailable", (e) => chunks.push(e.data));
    const done = new Promise((resolve) => recorder.addEventListener("stop", resolve));
    recorder.start();
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = (performance.now() - started) / 1000;
        ctx.fillStyle = "#312e81";
        ctx.fillRect(0, 0, 320, 180);
        ctx.fillStyle = "#fbbf24";
        ctx.beginPath();
        ctx.arc(40 + t * 240, 90, 28, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = "#fff";
        ctx.font = "bold 22px sans-serif";
        ctx.fillText("Intro", 130, 40);
        if (t < 1) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await done;
    const blob = new Blob(chunks, { type: "video/webm" });
    return await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.addEventListener("load", () => resolve(reader.result as string));
      reader.readAsDataURL(blob);
    });
  });
}

test("every element type renders in light and dark themes, with accessible names (screenshots)", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const video = await recordVideo(page);
  const id = await publishGame(page.request, "Element showcase", showcaseDocument(video));
  await page.setViewportSize({ width: 1280, height: 760 });
  await page.goto(`/games/${id}/play?lng=en`);
  // Server-only props never reach the browser.
  expect(await page.content()).not.toContain("secret");
  await page.getByRole("button", { name: "Start game" }).click();
  const stage = page.getByRole("region", { name: "Element showcase" });

  for (const mode of ["light", "dark"] as const) {
    const layer = stage.locator(".eg-scene-layer:not([data-leaving])").first();
    await expect(layer.getByRole("img", { name: "A green hill under a sunny sky" })).toBeVisible();
    await expect(layer.getByRole("img", { name: "Warning sign" })).toBeVisible();
    await expect(layer.getByRole("timer")).toHaveAttribute(
      "aria-label",
      "Time remaining: 12 minutes 34 seconds",
    );
    await expect(layer.getByRole("textbox", { name: "Capital of France?" })).toBeVisible();
    await expect(layer.getByRole("group", { name: "Code lock" }).getByRole("textbox")).toHaveCount(
      4,
    );
    await expect(layer.getByRole("button", { name: "Check" })).toBeVisible();
    await expect(layer.getByRole("button", { name: "Play Bell" })).toBeVisible();
    await expect(layer.getByLabel("Intro video")).toBeVisible();
    await expect(layer.getByRole("log", { name: "Conversation with Prof. Kolbe" })).toContainText(
      "Hello! Ask me when you are stuck.",
    );
    // The JSXGraph construction runs in its sandboxed frame and draws a board.
    const frame = layer.locator("iframe[title='Interactive construction: Line through A and B']");
    await expect(frame).toHaveAttribute("sandbox", "allow-scripts");
    await expect(frame.contentFrame().locator("svg").first()).toBeVisible({ timeout: 10_000 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `test-results/screenshots/elements-${mode}.png` });
    for (const type of SHOWCASE_TYPES) {
      const box = layer
        .locator(`[data-element-type="${type}"]`)
        .filter({ hasNot: page.locator("[data-element-type]") });
      const target = type === "text" ? box.nth(1) : type === "svg-shape" ? box.nth(1) : box.first();
      await target.screenshot({ path: `test-results/screenshots/element-${type}-${mode}.png` });
    }
    if (mode === "light") {
      await stage.getByRole("button", { name: "Dark scene" }).click();
      await expect(stage.locator(".eg-scene-layer[data-leaving]")).toHaveCount(0);
    }
  }

  // The AI chat says politely that it is not set up on this server.
  const chat = stage.getByRole("textbox", { name: "Message to Prof. Kolbe" });
  await chat.fill("Where is the key?");
  await chat.press("Enter");
  await expect(stage.getByRole("log")).toContainText("the AI chat is not set up on this server");
});
