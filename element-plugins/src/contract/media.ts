/** Longest media source: an asset id or URL, or a small data: URL embedded in the document. */
export const MAX_MEDIA_SRC = 2_000_000;
