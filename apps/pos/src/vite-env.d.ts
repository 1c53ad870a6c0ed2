/// <reference types="vite/client" />

/** The build-time settings the POS reads. */
interface ImportMetaEnv {
  /** The header's Dashboard link; the back office at /office when unset. */
  readonly VITE_DASHBOARD_URL?: string;
}
