interface ImportMetaEnv {
  /** API base: a path on the app's origin (default `/api/v1`) or an absolute http(s) URL. */
  readonly VITE_APP_API_URL?: string;
}
