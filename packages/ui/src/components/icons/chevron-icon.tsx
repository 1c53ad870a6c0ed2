// Drawn inline by the kit: no icon font, nothing to download.

/** A chevron pointing along the reading direction; mirror it in Arabic with `lm-mirror`. */
export function ChevronIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 3l5 5-5 5" />
    </svg>
  );
}
