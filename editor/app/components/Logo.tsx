/** The product mark: a keyhole in a rounded square (also the favicon's motif). */
export function Logo({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden>
      <rect width="32" height="32" rx="8" fill={inverted ? "white" : "var(--accent-9)"} />
      <circle cx="16" cy="13" r="5" fill={inverted ? "var(--accent-9)" : "white"} />
      <path d="M13.5 16h5l1.5 9h-8z" fill={inverted ? "var(--accent-9)" : "white"} />
    </svg>
  );
}
