/**
 * A component whose code is not part of the page's first load, yet server-rendered: the server
 * loads it when it starts (so its HTML is complete), the browser when it first renders it. While
 * its chunk loads, the nearest Suspense boundary keeps the server's HTML on screen (hydration
 * waits there) or shows its fallback (a client render).
 */
import { use, type ComponentType, type JSX } from "react";

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload(): Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let promise: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (promise ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  if (import.meta.env.SSR) void preload();
  function Deferred(props: P): JSX.Element {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Deferred, { preload });
}
