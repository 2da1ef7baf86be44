/**
 * The meta tag in which the build lists the files of the app a sign-in opens (vite.config.ts) and
 * from which /login prefetches them (app/prefetch-app.ts).
 */
export const APP_FILES_META = 'signed-in-app-files';
