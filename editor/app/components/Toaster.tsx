import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { lazyPart, whenIdle } from "./lazy-overlay";

// Radix Toast loads after hydration (when idle) or with the first toast; a toast raised before
// waits in the queue and shows (and is announced) once it has loaded.
const ToastList = lazyPart(() => import("./ToastList").then((m) => m.ToastList));

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

export function Toaster({ children, notices }: { children: ReactNode; notices?: ReactNode }) {
  const nested = useContext(InsideToaster);
  return nested ? children : <ToastViewport notices={notices}>{children}</ToastViewport>;
}

function ToastViewport({ children, notices }: { children: ReactNode; notices?: ReactNode }) {
  const [toasts, setToasts] = useState<(ToastMessage & { id: number })[]>([]);
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  const show = useCallback((message: ToastMessage) => {
    setMounted(true);
    setToasts((list) => [...list, { ...message, id: Date.now() + Math.random() }]);
  }, []);
  const remove = useCallback(
    (id: number) => setToasts((list) => list.filter((t) => t.id !== id)),
    [],
  );
  const value = useMemo(() => show, [show]);
  return (
    <InsideToaster.Provider value={true}>
      <ToastContext.Provider value={value}>
        {children}
        {mounted ? (
          <Suspense fallback={null}>
            <ToastList toasts={toasts} remove={remove} notices={notices} />
          </Suspense>
        ) : null}
      </ToastContext.Provider>
    </InsideToaster.Provider>
  );
}
