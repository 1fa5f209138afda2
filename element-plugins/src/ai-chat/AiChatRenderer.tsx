import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RendererProps } from "../contract/plugin";
import { usePluginHost } from "../contract/host";
import { chatThemeVariables } from "../contract/themes";
import type { AiChatProps } from "./definition";
import "./ai-chat.css";

interface Message {
  role: "user" | "assistant";
  content: string;
  /** A polite message of the player itself (not configured, failed): never sent upstream. */
  notice?: boolean;
}

const FONT = { small: "0.85rem", medium: "1rem", large: "1.2rem" } as const;
export const MAX_CHAT_MESSAGES = 40;

export function AiChatRenderer({ element, mode }: RendererProps<AiChatProps>) {
  const { t } = useTranslation("elements");
  const host = usePluginHost();
  const inputId = useId();
  const {
    assistantName,
    welcomeMessage,
    inputPlaceholder,
    size,
    theme,
    aiMessagePosition,
    showBackground,
    aiEnabled,
  } = element.props;
  const [messages, setMessages] = useState<Message[]>([]);
  const [draft, setDraft] = useState("");
  const [busy, setBusy] = useState(false);
  const log = useRef<HTMLDivElement>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  // Keep the newest message in view (after every render: streaming grows the last one).
  useEffect(() => {
    const node = log.current;
    if (node) node.scrollTop = node.scrollHeight;
  });

  const send = async () => {
    const text = draft.trim();
    if (!text || busy || mode !== "play") return;
    setDraft("");
    const history = [
      ...messages.filter((m) => !m.notice),
      { role: "user" as const, content: text },
    ].slice(-MAX_CHAT_MESSAGES);
    const notice = (content: string) =>
      setMessages((m) => [...m, { role: "assistant", content, notice: true }]);
    setMessages((m) => [...m, { role: "user", content: text }]);
    if (aiEnabled === false) return notice(t("aiChat.disabled"));
    if (!host.chatProxy) return notice(t("aiChat.unavailable"));
    setBusy(true);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const res = await fetch(host.chatProxy.endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          gameId: host.chatProxy.gameId,
          elementId: element.id,
          messages: history.map(({ role, content }) => ({ role, content })),
        }),
        signal: controller.signal,
      });
      if (!res.ok || !res.body) {
        const body = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
        const code = body.error?.code;
        return notice(
          code === "aiChat.notConfigured"
            ? t("aiChat.notConfigured")
            : code === "aiChat.disabled"
              ? t("aiChat.disabled")
              : res.status === 429
                ? t("aiChat.busy")
                : t("aiChat.failed"),
        );
      }
      setMessages((m) => [...m, { role: "assistant", content: "" }]);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        setMessages((m) => {
          const last = m[m.length - 1]!;
          return [...m.slice(0, -1), { ...last, content: last.content + value }];
        });
      }
    } catch (error) {
      if ((error as Error).name !== "AbortError") notice(t("aiChat.failed"));
    } finally {
      setBusy(false);
    }
  };

  const style = { ...chatThemeVariables(theme, element.themeMode), fontSize: FONT[size] };
  const all: Message[] = welcomeMessage
    ? [{ role: "assistant", content: welcomeMessage }, ...messages]
    : messages;
  return (
    <div
      className={`eg-chat eg-chat--ai-${aiMessagePosition}${showBackground ? " eg-chat--bg" : ""}`}
      style={style}
    >
      <p className="eg-chat-disclosure" data-testid="ai-chat-disclosure">
        {aiEnabled === false
          ? t("aiChat.disabled")
          : t("aiChat.disclosure", { name: assistantName })}
      </p>
      <div
        className="eg-chat-log"
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={t("aiChat.conversation", { name: assistantName })}
        tabIndex={0}
      >
        {all.map((m, i) => (
          <div key={i} className={`eg-chat-msg eg-chat-msg--${m.role}`}>
            <span className="eg-chat-author">
              {m.role === "assistant" ? assistantName : t("aiChat.you")}
            </span>
            <span className="eg-chat-bubble">
              {m.content || (busy && i === all.length - 1 ? "…" : "")}
            </span>
          </div>
        ))}
        {busy && all[all.length - 1]?.role === "user" ? (
          <div className="eg-chat-typing">{t("aiChat.typing", { name: assistantName })}</div>
        ) : null}
      </div>
      <form
        className="eg-chat-form"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <label htmlFor={inputId} className="eg-visually-hidden">
          {t("aiChat.message", { name: assistantName })}
        </label>
        <input
          id={inputId}
          className="eg-input-field"
          value={draft}
          placeholder={inputPlaceholder}
          maxLength={2000}
          autoComplete="off"
          readOnly={mode !== "play"}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="eg-button" disabled={busy || !draft.trim()}>
          {t("aiChat.send")}
        </button>
      </form>
    </div>
  );
}
