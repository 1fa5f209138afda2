import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderElement } from "../testing/harness";

describe("image", () => {
  it("shows a gallery asset with its alternative text and fit", async () => {
    await renderElement("image", {
      props: { src: "a1b2", alt: "A note with four digits", fit: "cover" },
    });
    const img = screen.getByRole("img", { name: "A note with four digits" }) as HTMLImageElement;
    expect(img.getAttribute("src")).toBe("/api/assets/a1b2");
    expect(img.style.objectFit).toBe("cover");
  });

  it("says when an image cannot be loaded, and is absent in play without a picture", async () => {
    const h = await renderElement("image", {
      props: { src: "https://x.example/missing.png", alt: "" },
      locale: "de",
    });
    fireEvent.error(h.container.querySelector("img")!);
    expect(screen.getByRole("alert").textContent).toBe("Das Bild konnte nicht geladen werden.");
    const empty = await renderElement("image", { props: { src: "" } });
    expect(empty.container.querySelector(".eg-image, .eg-image-missing")).toBeNull();
    await renderElement("image", { props: { src: "" }, mode: "edit" });
    expect(screen.getByText("No image chosen yet")).toBeTruthy();
  });
});
