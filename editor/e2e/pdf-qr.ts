/**
 * The QR codes printed in a PDF, decoded: every embedded RGB image (pdf-lib stores a PNG as a
 * Flate-compressed RGB stream) is inflated and read with jsQR. Pure JavaScript: the test needs no
 * PDF renderer on the machine.
 */
import { inflateSync } from "node:zlib";
import jsQR from "jsqr";
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from "pdf-lib";

export async function qrCodesIn(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const found: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    if (dict.get(PDFName.of("ColorSpace")) !== PDFName.of("DeviceRGB")) continue;
    const width = (dict.get(PDFName.of("Width")) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of("Height")) as PDFNumber).asNumber();
    const rgb = inflateSync(object.contents);
    if (rgb.length !== width * height * 3) throw new Error("unexpected image layout");
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0, j = 0; i < rgb.length; i += 3, j += 4) {
      rgba[j] = rgb[i]!;
      rgba[j + 1] = rgb[i + 1]!;
      rgba[j + 2] = rgb[i + 2]!;
      rgba[j + 3] = 255;
    }
    // A kit's QR images have one pixel per module: enlarged (nearest neighbour) for the reader.
    const k = Math.max(1, Math.ceil(200 / width));
    const big = new Uint8ClampedArray(width * k * height * k * 4);
    for (let y = 0; y < height * k; y++)
      for (let x = 0; x < width * k; x++) {
        const from = (Math.floor(y / k) * width + Math.floor(x / k)) * 4;
        big.set(rgba.subarray(from, from + 4), (y * width * k + x) * 4);
      }
    const code = jsQR(big, width * k, height * k);
    if (code) found.push(code.data);
  }
  return found;
}
