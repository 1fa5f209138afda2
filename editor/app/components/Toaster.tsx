import * as Toast from "@radix-ui/react-toast";
import { Callout, Link } from "@radix-ui/themes";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export interface ToastMessage {
  text: string;
  tone?: "success" | "error";
  /** More below the text (the problems of a game that cannot be published). */
  details?: ReactNode;
  /** A page the message is about ("Game published": the game's page); the toast stays longer. */
  link?: { href: string; label: string };
}

const ToastContext = createContext<(message: ToastMessage) => void>(() => {});
/** Set inside a Toaster: a nested one passes through, so that every page has one viewport. */
const InsideToaster = createContext(false);

/** Shows a short message at the bottom right; errors stay longer. */
export function useToast() {
  return useContext(ToastContext);
}

export function Toaster({ children }: { children: ReactNode }) {
  const nested = useContext(InsideToaster);
  return nested ? children : <ToastViewport>{children}</ToastViewport>;
}

function ToastViewport({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<(ToastMessage & { id: number })[]>([]);
  const show = useCallback(
    (message: ToastMessage) =>
      setToasts((list) => [...list, { ...message, id: Date.now() + Math.random() }]),
    [],
  );
  const remove = (id: number) => setToasts((list) => list.filter((t) => t.id !== id));
  const value = useMemo(() => show, [show]);
  return (
    <InsideToaster.Provider value={true}>
      <ToastContext.Provider value={value}>
        <Toast.Provider swipeDirection="right">
          {children}
          {toasts.map((toast) => (
            <Toast.Root
              key={toast.id}
              duration={toast.tone === "error" || toast.link ? 8000 : 4000}
              onOpenChange={(open) => !open && remove(toast.id)}
              type={toast.tone === "error" ? "foreground" : "background"}
              // Its own <li>: the viewport is an <ol>, whose children must be list items.
              style={{ listStyle: "none" }}
            >
              <Callout.Root
                color={toast.tone === "error" ? "red" : "green"}
                variant="surface"
                style={{ boxShadow: "var(--shadow-4)", background: "var(--color-panel-solid)" }}
              >
                <Toast.Description asChild>
                  <Callout.Text data-testid="toast">{toast.text}</Callout.Text>
                </Toast.Description>
                {toast.details ? <div data-testid="toast-details">{toast.details}</div> : null}
                {toast.link ? (
                  <Callout.Text>
                    {/* The game's page is the player app: a full page load. */}
                    <Link href={toast.link.href} data-testid="toast-link">
                      {toast.link.label}
                    </Link>
                  </Callout.Text>
                ) : null}
              </Callout.Root>
            </Toast.Root>
          ))}
          <Toast.Viewport
            style={{
              position: "fixed",
              bottom: 0,
              right: 0,
              display: "flex",
              flexDirection: "column",
              gap: 10,
              padding: 24,
              width: 420,
              maxWidth: "100vw",
              margin: 0,
              listStyle: "none",
              zIndex: 2147483647,
              outline: "none",
            }}
          />
        </Toast.Provider>
      </ToastContext.Provider>
    </InsideToaster.Provider>
  );
}
