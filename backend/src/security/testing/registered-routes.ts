import type { INestApplication } from '@nestjs/common';

type Layer = { route?: { path: string; methods: Record<string, boolean> } };

/** Every route the app's router registers, as `METHOD /path/:param` in registration order. */
export function registeredRoutes(app: INestApplication): string[] {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } }).router;
  return router.stack.flatMap(({ route }) =>
    route
      ? Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${route.path}`)
      : [],
  );
}
