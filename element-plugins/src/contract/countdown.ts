import { useEffect, useState } from "react";

/** Whole seconds left of a wait that started when `seconds` became > 0 (0: no wait). */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  const [shown, setShown] = useState(seconds);
  if (shown !== seconds) {
    setShown(seconds);
    setLeft(seconds);
  }
  useEffect(() => {
    if (seconds <= 0) return;
    const end = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const rest = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(rest);
      if (rest === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}
