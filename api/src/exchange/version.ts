/** The version written into exported files' manifests (`editorVersion`): the editor's package version. */
import editorPackage from "../../../editor/package.json" with { type: "json" };

export const EDITOR_VERSION: string = editorPackage.version;
