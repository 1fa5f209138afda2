/**
 * The toasts themselves (Radix Toast), loaded after hydration when the browser is idle or with
 * the first toast, whichever comes first (Toaster.tsx keeps the queue until then).
 */
import * as Toast from "@radix-ui/react-toast";
import { Callout, Link } from "@radix-ui/themes";
import type { ReactNode } from "react";
import type { ToastMessage } from "./Toaster";

export function ToastList({
  toasts,
  remove,
  notices,
}: {
  toasts: readonly (ToastMessage & { id: number })[];
  remove(id: number): void;
  /** Toasts of their own kind (the app-update notice), inside the same provider. */
  notices?: ReactNode;
}) {
  return (
    <Toast.Provider swipeDirection="right">
      {notices}
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
  );
}
