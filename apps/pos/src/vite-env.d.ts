/// <reference types="vite/client" />

/** The build-time settings the POS reads. */
interface ImportMetaEnv {
  /** The external Dashboard link of the header; the link is hidden when unset. */
  readonly VITE_DASHBOARD_URL?: string;
}
