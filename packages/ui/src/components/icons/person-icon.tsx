// Drawn inline by the kit: no icon font, nothing to download.

/** A head-and-shoulders outline for an avatar without initials. */
export function PersonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <circle cx="10" cy="7" r="3.5" />
      <path d="M3 17c0-3.5 3.1-5.5 7-5.5s7 2 7 5.5z" />
    </svg>
  );
}
