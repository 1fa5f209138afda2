/**
 * A SCORM 1.2 package (ADL SCORM 1.2 CAM) for a game or a competition: imsmanifest.xml with one
 * SCO, and a small launcher (index.html, launcher.js, launcher.css) that opens the hosted player
 * on the server it names in a frame and relays start, completion and the server's score to the
 * LMS. The package holds no answers and no game document: only the server, the id and the title.
 * The ADL schema files (XSD) are not included (standard practice; LMSs do not need them).
 */
import yazl from "yazl";
import { LAUNCHER_CSS, LAUNCHER_JS } from "./launcher-files";
import { scormText } from "./messages";

export interface ScormPackageInput {
  kind: "game" | "competition";
  /** The game's number or the competition's uuid. */
  id: string;
  title: string;
  /** The server's origin (PUBLIC_URL's), which the launcher frames and trusts messages from. */
  server: string;
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** XML 1.0 forbids most control characters even escaped. */
const xmlText = (value: string) =>
  // eslint-disable-next-line no-control-regex
  escapeXml(value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ""));

/** `<` inside a JSON script block cannot end it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e");

export function manifestXml(input: ScormPackageInput): string {
  const identifier = `exitgame-${input.kind}-${input.id}`.replace(/[^A-Za-z0-9_.-]/g, "-");
  const title = xmlText(input.title);
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${identifier}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="exitgame-organization">
    <organization identifier="exitgame-organization">
      <title>${title}</title>
      <item identifier="exitgame-item" identifierref="exitgame-launcher" isvisible="true">
        <title>${title}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="exitgame-launcher" type="webcontent" adlcp:scormtype="sco" href="index.html">
      <file href="index.html"/>
      <file href="launcher.js"/>
      <file href="launcher.css"/>
    </resource>
  </resources>
</manifest>
`;
}

/** The path (with its query) the launcher frames on the server; it adds `&origin=…&lang=…`. */
export const launchPathOf = (input: Pick<ScormPackageInput, "kind" | "id">) =>
  `/scorm/launch?${input.kind}=${encodeURIComponent(input.id)}`;

export function launcherHtml(input: ScormPackageInput): string {
  const config = {
    server: input.server,
    launchPath: launchPathOf(input),
    text: { de: scormText("de"), en: scormText("en") },
  };
  const en = scormText("en");
  const title = escapeXml(input.title);
  const server = escapeXml(input.server);
  return `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="exitgame-server" content="${server}" />
    <title>${title}</title>
    <link rel="stylesheet" href="launcher.css" />
  </head>
  <body>
    <header>
      <strong>${title}</strong>
      <span class="server" id="server">${escapeXml(en.server)} ${server}</span>
      <span id="status" role="status" data-state="loading"></span>
    </header>
    <iframe id="player" title="${title}" allow="fullscreen; microphone" allowfullscreen></iframe>
    <script type="application/json" id="exitgame-scorm">${scriptJson(config)}</script>
    <script src="launcher.js"></script>
  </body>
</html>
`;
}

/** A file name for the download: `exitgame-<title>-scorm12.zip`. */
export function packageFileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `exitgame-${slug || "game"}-scorm12.zip`;
}

/** The zip (imsmanifest.xml at its root, as SCORM requires). */
export function buildScormPackage(input: ScormPackageInput): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const mtime = new Date();
  zip.addBuffer(Buffer.from(manifestXml(input), "utf8"), "imsmanifest.xml", { mtime });
  zip.addBuffer(Buffer.from(launcherHtml(input), "utf8"), "index.html", { mtime });
  zip.addBuffer(Buffer.from(LAUNCHER_JS, "utf8"), "launcher.js", { mtime });
  zip.addBuffer(Buffer.from(LAUNCHER_CSS, "utf8"), "launcher.css", { mtime });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("error", reject);
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
  });
}
