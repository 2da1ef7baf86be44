import type { INestApplication } from '@nestjs/common';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { permissionsPolicy } from './permissions-policy';

/**
 * What the built React app needs and nothing more: its own scripts, styles and API; images from
 * itself plus data:/blob: URLs (logo previews before upload, Bootstrap's inline SVG icons).
 */
const APP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The guest pages' service worker, /sw.js (decision 0052).
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * Google's reCAPTCHA widget (Google's CSP guidance for a source allowlist): api.js from
 * www.google.com loads its code from www.gstatic.com, and the challenge runs in a frame.
 */
const RECAPTCHA_SOURCES = {
  scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/** The app's directives, opened to Google's widget only while reCAPTCHA is the captcha. */
function appDirectives(captcha: AppConfig['CAPTCHA_PROVIDER']): typeof APP_DIRECTIVES {
  if (captcha !== 'recaptcha') return APP_DIRECTIVES;
  return {
    ...APP_DIRECTIVES,
    scriptSrc: [...APP_DIRECTIVES.scriptSrc, ...RECAPTCHA_SOURCES.scriptSrc],
    frameSrc: [...APP_DIRECTIVES.frameSrc, ...RECAPTCHA_SOURCES.frameSrc],
  };
}

/**
 * The property map's tile server (MAP_TILE_URL), whose images the map shows: its origin, with
 * Leaflet's `{s}` subdomain placeholder as a wildcard ('https://*.tile.example.org').
 */
function withMapTiles(directives: typeof APP_DIRECTIVES, tileUrl: string | undefined) {
  if (!tileUrl) return directives;
  const { protocol, host } = new URL(tileUrl);
  const origin = `${protocol}//${decodeURIComponent(host).replace(/^\{s\}\./, '*.')}`;
  return { ...directives, imgSrc: [...directives.imgSrc, origin] };
}

const COMMON: HelmetOptions = {
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
};

/** Swagger UI's page carries its own inline <style> blocks. */
function docsHelmet(): RequestHandler {
  return helmet({
    ...COMMON,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...APP_DIRECTIVES, styleSrc: ["'self'", "'unsafe-inline'"] },
    },
  });
}

/**
 * Security headers on every answer (API, the SPA's files, errors): a CSP the built app passes,
 * no framing (clickjacking), nosniff, HSTS, a same-origin referrer, no X-Powered-By, and a
 * Permissions-Policy denying the browser features the app does not use.
 * Routes that serve user files set a stricter, sandboxing CSP of their own.
 */
export function useSecurityHeaders(app: INestApplication, docsPath: string): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  const directives = withMapTiles(appDirectives(config.CAPTCHA_PROVIDER), config.MAP_TILE_URL);
  const appHeaders = helmet({
    ...COMMON,
    contentSecurityPolicy: { useDefaults: false, directives },
  });
  const docsHeaders = docsHelmet();
  const handler: RequestHandler = (request, response, next) => {
    response.setHeader('Permissions-Policy', permissionsPolicy(request.path));
    (request.path.startsWith(docsPath) ? docsHeaders : appHeaders)(request, response, next);
  };
  app.use(handler);
}
