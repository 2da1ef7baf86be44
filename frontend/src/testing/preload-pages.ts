import { beforeAll } from 'vitest';

/*
 * The router loads each page and the signed-in shell lazily (chunks of their own in the build).
 * Loading every page module and the shell once per test file that renders the app (render-app.tsx
 * imports this file), as the router's static imports did, keeps a test's first render of a page within Testing Library's waiting time
 * instead of compiling the page while the test waits. Files that render no route skip the cost.
 */
beforeAll(async () => {
  await Promise.all(
    Object.values(
      import.meta.glob(['../features/*/*-page.tsx', '../app/layout/app-layout.tsx']),
    ).map((load) => load()),
  );
});
