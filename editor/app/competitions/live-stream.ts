import { useEffect, useState } from "react";

/**
 * Follows a GraphQL subscription over GraphQL-over-SSE (graphql-yoga): a POST with Accept:
 * text/event-stream, read as a stream of `data:` events. Reconnects by itself 2 s after the
 * stream breaks (a restarted server, a dropped network), and starts again from the server's
 * current state (the subscription sends it first). Used by the live board and the projector.
 */
export function useLiveSubscription<T>(
  query: string,
  id: string,
  field: string,
  initial: T,
): { value: T; connected: boolean; receivedAt: number } {
  const [value, setValue] = useState(initial);
  // When the value arrived (this browser's clock): with a server time in it, the clock's offset.
  const [receivedAt, setReceivedAt] = useState(() => Date.now());
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      try {
        const response = await fetch("/graphql", {
          method: "POST",
          signal: controller.signal,
          credentials: "same-origin",
          headers: {
            "Content-Type": "application/json",
            Accept: "text/event-stream",
            "x-graphql-yoga-csrf": "1",
          },
          body: JSON.stringify({ query, variables: { id } }),
        });
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        setConnected(true);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { value: chunk, done } = await reader.read();
          if (done) break;
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const line = event.split("\n").find((l) => l.startsWith("data:"));
            if (!line || line.length <= 6) continue;
            const payload = JSON.parse(line.slice(5)) as { data?: Record<string, T> };
            const next = payload.data?.[field];
            if (next) {
              setValue(next);
              setReceivedAt(Date.now());
            }
          }
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      setConnected(false);
      if (!controller.signal.aborted) retry = setTimeout(() => void connect(), 2000);
    };
    void connect();
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [query, id, field]);
  return { value, connected, receivedAt };
}
