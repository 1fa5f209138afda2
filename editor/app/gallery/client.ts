/**
 * The gallery talks to the API from the browser (it also lives in the editor's sidebar, outside
 * any route's loader): GraphQL over fetch, uploads over XMLHttpRequest for progress events.
 */
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** One GraphQL operation as the logged-in visitor (cookies go along; CSRF header for yoga). */
export async function gql<R, V extends Record<string, unknown>>(
  document: TypedDocumentNode<R, V>,
  variables: V,
  signal?: AbortSignal,
): Promise<R> {
  let response: Response;
  try {
    // graphql's printer loads with the first request: the editor's first paint sends none.
    const { print } = await import("graphql");
    response = await fetch("/graphql", {
      method: "POST",
      credentials: "same-origin",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/graphql-response+json",
        "x-graphql-yoga-csrf": "1",
      },
      body: JSON.stringify({ query: print(document), variables }),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(String(cause), "NETWORK");
  }
  const body = (await response.json().catch(() => null)) as {
    data?: R;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  } | null;
  const error = body?.errors?.[0];
  if (error || !body?.data)
    throw new ApiError(
      error?.message ?? `HTTP ${response.status}`,
      String(error?.extensions?.code ?? "UNKNOWN"),
      error?.extensions ?? {},
    );
  return body.data;
}

export type AssetKind = "IMAGE" | "VIDEO" | "AUDIO" | "CAPTIONS";

export interface UploadOptions {
  kind: AssetKind;
  curated: boolean;
  gameId?: number;
  signal: AbortSignal;
  onProgress(fraction: number): void;
}

export interface UploadedAsset {
  id: string;
  name: string;
  url: string;
}

/** Sends one file to POST /api/assets; rejects with the server's message (already translated). */
export function uploadFile(file: File, options: UploadOptions): Promise<UploadedAsset> {
  return new Promise((resolve, reject) => {
    const params = new URLSearchParams({
      kind: options.kind,
      fileName: file.name,
      curated: options.curated ? "1" : "0",
      ...(options.gameId ? { gameId: String(options.gameId) } : {}),
    });
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/assets?${params}`);
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.responseType = "json";
    xhr.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable) options.onProgress(e.loaded / e.total);
    });
    xhr.addEventListener("load", () => {
      const body = xhr.response as {
        asset?: UploadedAsset;
        error?: { message?: string; code?: string };
      } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.asset) {
        options.onProgress(1);
        resolve(body.asset);
      } else
        reject(
          new ApiError(
            body?.error?.message ?? `HTTP ${xhr.status}`,
            body?.error?.code ?? "UNKNOWN",
          ),
        );
    });
    xhr.addEventListener("error", () => reject(new ApiError("network", "NETWORK")));
    xhr.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
    if (options.signal.aborted) return reject(new DOMException("aborted", "AbortError"));
    options.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
