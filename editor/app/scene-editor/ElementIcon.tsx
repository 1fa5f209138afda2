import { elementIcon } from "@exitgame/element-plugins/icons";

export function ElementIcon({ type, size = 18 }: { type: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={elementIcon(type)} />
    </svg>
  );
}
