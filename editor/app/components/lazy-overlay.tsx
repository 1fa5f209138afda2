/**
 * Radix overlays (menus, tooltips, popovers, dialogs, toasts) load on first use, not with the
 * page: none of them is open at first paint, and together they weigh about as much as the rest
 * of the editor's top bar and sidebars (issue 21: the editor route's initial JS ≤ 300 KB gzip).
 *
 * - `lazyModule` loads a module once and tells the components that wait for it.
 * - `whenIdle` runs after hydration when the browser is idle: every overlay module is fetched
 *   then, so that the first use rarely waits (and when it does, nothing is lost meanwhile).
 * - `LazyDropdownMenu` and `LazyPopover` render their trigger at once, with the same look and
 *   ARIA as Radix's; a click, Enter, Space or ArrowDown before the module has arrived opens the
 *   menu as soon as it has (keys: focus on the first item, as Radix does), and a focused trigger
 *   keeps the focus when the real one replaces it.
 * - `LazyTooltip` mounts Radix's tooltip on the first hover or focus, with the same delay.
 * - `lazyPart` is `React.lazy` for a dialog or other part that renders only when it is open.
 */
import type { DropdownMenu, Popover } from "@radix-ui/themes";
import {
  cloneElement,
  lazy,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from "react";

export interface LazyModule<T> {
  /** Starts loading (once; again after a failure). */
  preload(): Promise<T>;
  /** The module once it has loaded (undefined on the server and while hydrating). */
  useLoaded(): T | undefined;
}

const preloads = new Set<() => unknown>();

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let promise: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const preload = () =>
    (promise ??= load().then(
      (m) => {
        loaded = m;
        for (const listener of listeners) listener();
        return m;
      },
      (error: unknown) => {
        promise = undefined;
        throw error;
      },
    ));
  preloads.add(() => preload().catch(() => undefined));
  return {
    preload,
    useLoaded: () =>
      useSyncExternalStore(
        subscribe,
        () => loaded,
        () => undefined,
      ),
  };
}

/** `React.lazy` for a part shown only when it is open; fetched with the others when idle. */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const module = lazyModule(load);
  return lazy(() => module.preload().then((component) => ({ default: component })));
}

/** Runs `run` when the browser is idle (at the latest after 3 s); returns a cancel. */
export function whenIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}

let idleStarted = false;
/** Fetches every overlay module once the browser is idle after hydration (once per page). */
export function preloadOverlaysWhenIdle(): void {
  if (idleStarted || typeof window === "undefined") return;
  idleStarted = true;
  whenIdle(() => {
    for (const preload of preloads) preload();
  });
}

function usePreloadWhenIdle() {
  useEffect(preloadOverlaysWhenIdle, []);
}

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerDown?(e: PointerEvent<HTMLElement>): void;
  onPointerEnter?(e: PointerEvent<HTMLElement>): void;
  onPointerLeave?(e: PointerEvent<HTMLElement>): void;
  onFocus?(e: FocusEvent<HTMLElement>): void;
  onBlur?(e: FocusEvent<HTMLElement>): void;
  onKeyDown?(e: KeyboardEvent<HTMLElement>): void;
  onClick?(e: MouseEvent<HTMLElement>): void;
};
type Trigger = ReactElement<TriggerProps>;

/**
 * The trigger before the module has loaded. When it is replaced while it has the focus, the
 * real trigger takes the focus in the same commit (`hadFocusRef` is set before the removal).
 */
function Placeholder({
  trigger,
  hadFocusRef,
  ...props
}: { trigger: Trigger; hadFocusRef: { current: boolean } } & Record<string, unknown>) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useLayoutEffect(
    () => () => {
      hadFocusRef.current = !!element && document.activeElement === element;
    },
    [element, hadFocusRef],
  );
  return cloneElement(trigger, { ...props, ref: setElement });
}

/** Focuses the real trigger when the placeholder had the focus. */
function useRefocus(hadFocusRef: { current: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (hadFocusRef.current) ref.current?.focus({ preventScroll: true });
    hadFocusRef.current = false;
  }, [hadFocusRef]);
  return ref;
}

/** Only the menu opened last before the module arrived opens (as with Radix: one at a time). */
let pendingOwner: object | null = null;

const menuModule = lazyModule(() => import("./overlay-menu").then((m) => m.DropdownMenu));
type MenuParts = typeof DropdownMenu;

/** Focuses the first item that can be chosen, as Radix does for a menu opened by a key. */
const focusFirstItem = (event: Event) => {
  event.preventDefault();
  const content = event.currentTarget as HTMLElement;
  content
    .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
    ?.focus({ preventScroll: true });
};

/**
 * A Radix Themes dropdown menu whose module loads on first intent (pointer over or down on
 * the trigger, focus on it) or when the browser is idle after hydration, whichever comes first.
 */
export function LazyDropdownMenu({
  trigger,
  contentProps,
  children,
}: {
  /** The trigger's element (a Button, an IconButton). */
  trigger: Trigger;
  contentProps?: ComponentProps<MenuParts["Content"]> & { "data-testid"?: string };
  /** The items, built from the loaded module's parts. */
  children(parts: MenuParts): ReactNode;
}) {
  usePreloadWhenIdle();
  const Menu = menuModule.useLoaded();
  const [owner] = useState(() => ({}));
  const [pending, setPending] = useState<"pointer" | "keyboard" | null>(null);
  const hadFocusRef = useRef(false);
  const open = (how: "pointer" | "keyboard" | null) => {
    pendingOwner = how ? owner : null;
    setPending(how);
    void menuModule.preload().catch(() => setPending(null));
  };
  // While it waits: Escape or a press elsewhere cancels, as they would close the menu.
  useEffect(() => {
    if (!pending || Menu) return;
    const cancel = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : true) setPending(null);
    };
    const timer = setTimeout(() => {
      document.addEventListener("pointerdown", cancel);
      document.addEventListener("keydown", cancel);
    });
    return () => {
      clearTimeout(timer);
      document.removeEventListener("pointerdown", cancel);
      document.removeEventListener("keydown", cancel);
    };
  }, [pending, Menu]);
  if (Menu)
    return (
      <LoadedMenu
        Menu={Menu}
        trigger={trigger}
        contentProps={contentProps}
        openAs={pending && pendingOwner === owner ? pending : null}
        hadFocusRef={hadFocusRef}
      >
        {children}
      </LoadedMenu>
    );
  const load = () => void menuModule.preload().catch(() => undefined);
  return (
    <Placeholder
      trigger={trigger}
      hadFocusRef={hadFocusRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={(e: PointerEvent<HTMLElement>) => {
        if (e.button !== 0 || e.ctrlKey) return;
        // As Radix: the trigger does not take the focus, the menu will.
        e.preventDefault();
        open(pending ? null : "pointer");
      }}
      onKeyDown={(e: KeyboardEvent<HTMLElement>) => {
        if (!["Enter", " ", "ArrowDown"].includes(e.key)) return;
        e.preventDefault();
        open(pending && e.key !== "ArrowDown" ? null : "keyboard");
      }}
    />
  );
}

function LoadedMenu({
  Menu,
  trigger,
  contentProps,
  openAs,
  hadFocusRef,
  children,
}: {
  Menu: MenuParts;
  trigger: Trigger;
  contentProps?: ComponentProps<MenuParts["Content"]>;
  openAs: "pointer" | "keyboard" | null;
  hadFocusRef: { current: boolean };
  children(parts: MenuParts): ReactNode;
}) {
  const ref = useRefocus(hadFocusRef);
  // Only the first opening can be one that waited for the module.
  const [first] = useState(openAs);
  return (
    <Menu.Root defaultOpen={first !== null}>
      <Menu.Trigger>{cloneElement(trigger, { ref })}</Menu.Trigger>
      <Menu.Content
        {...contentProps}
        // Radix's menu content passes this to its focus scope (typed as private: Radix itself
        // uses it to focus the content; here the first item, as Radix does after a key).
        {...((first === "keyboard"
          ? { onOpenAutoFocus: focusOnce(focusFirstItem) }
          : {}) as object)}
      >
        {children(Menu)}
      </Menu.Content>
    </Menu.Root>
  );
}

/** A handler for the first event only (later openings behave as Radix's own). */
function focusOnce(handler: (e: Event) => void): (e: Event) => void {
  let done = false;
  return (e) => {
    if (done) return;
    done = true;
    handler(e);
  };
}

const popoverModule = lazyModule(() => import("./overlay-popover").then((m) => m.Popover));
type PopoverParts = typeof Popover;

/**
 * A Radix Themes popover (open state held by the caller) whose module loads on first intent or
 * when idle; a click before it has arrived opens it once it has.
 */
export function LazyPopover({
  open,
  onOpenChange,
  trigger,
  contentProps,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  trigger: Trigger;
  contentProps?: ComponentProps<PopoverParts["Content"]>;
  children: ReactNode;
}) {
  usePreloadWhenIdle();
  const Popover = popoverModule.useLoaded();
  const hadFocusRef = useRef(false);
  if (Popover)
    return (
      <LoadedPopover
        Popover={Popover}
        open={open}
        onOpenChange={onOpenChange}
        trigger={trigger}
        contentProps={contentProps}
        hadFocusRef={hadFocusRef}
      >
        {children}
      </LoadedPopover>
    );
  const load = () => void popoverModule.preload().catch(() => undefined);
  return (
    <Placeholder
      trigger={trigger}
      hadFocusRef={hadFocusRef}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        load();
        onOpenChange(!open);
      }}
    />
  );
}

function LoadedPopover({
  Popover,
  trigger,
  contentProps,
  hadFocusRef,
  children,
  ...root
}: {
  Popover: PopoverParts;
  open: boolean;
  onOpenChange(open: boolean): void;
  trigger: Trigger;
  contentProps?: ComponentProps<PopoverParts["Content"]>;
  hadFocusRef: { current: boolean };
  children: ReactNode;
}) {
  const ref = useRefocus(hadFocusRef);
  return (
    <Popover.Root {...root}>
      <Popover.Trigger>{cloneElement(trigger, { ref })}</Popover.Trigger>
      <Popover.Content {...contentProps}>{children}</Popover.Content>
    </Popover.Root>
  );
}

const tooltipModule = lazyModule(() => import("./overlay-tooltip"));
/** The delay of the Theme's tooltip provider (Radix Themes: 200 ms). */
const TOOLTIP_DELAY = 200;

/**
 * A Radix Themes tooltip mounted on the first hover or focus of its trigger (until then the
 * trigger renders alone). The first one opens after the same delay, or at once on focus, as
 * Radix's would; from then on it is Radix's own.
 */
export function LazyTooltip({ content, children }: { content: ReactNode; children: Trigger }) {
  usePreloadWhenIdle();
  const loaded = tooltipModule.useLoaded();
  // "hover" waits for the delay; "open" opens when mounted; "closed" mounts closed.
  const [intent, setIntent] = useState<"hover" | "open" | "closed" | null>(null);
  useEffect(() => {
    if (intent !== "hover") return;
    const timer = setTimeout(() => setIntent("open"), TOOLTIP_DELAY);
    return () => clearTimeout(timer);
  }, [intent]);
  if (loaded && (intent === "open" || intent === "closed"))
    return (
      <loaded.Tooltip content={content} defaultOpen={intent === "open"}>
        {children}
      </loaded.Tooltip>
    );
  const start = (how: "hover" | "open") => {
    void tooltipModule.preload().catch(() => undefined);
    setIntent(how);
  };
  const leave = () => setIntent("closed");
  return cloneElement(children, {
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType !== "touch") start("hover");
    },
    onPointerLeave: leave,
    onFocus: () => start("open"),
    onBlur: leave,
  });
}
