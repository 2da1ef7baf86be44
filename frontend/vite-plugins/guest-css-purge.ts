import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import type { Plugin } from 'postcss';
import { reactBootstrapModules } from './react-bootstrap-modules';

const frontend = resolve(__dirname, '..');
const require = createRequire(resolve(frontend, 'package.json'));
const reactBootstrap = dirname(require.resolve('react-bootstrap/package.json'));
const restartUi = resolve(
  dirname(createRequire(`${reactBootstrap}/`).resolve('@restart/ui')),
  '../esm',
);
const altcha = dirname(require.resolve('altcha/external'));
const bootstrapCss = require.resolve('bootstrap/dist/css/bootstrap.min.css');

/**
 * The folders of the guest build's own modules (decision 0052): a guest page that starts using a
 * part from another folder of src/ adds it here, or that part's Bootstrap classes are missing.
 */
const guestSourceDirs = [
  'src/app/guest',
  'src/app/layout',
  'src/features/guests',
  'src/shared',
].map((dir) => resolve(frontend, dir));

const themeColour = '(primary|secondary|success|danger|warning|info|light|dark)';

/**
 * Class names react-bootstrap joins at run time from a prefix and a prop, which no source holds
 * whole: `btn-${variant}`, `bg-${bg}`, `text-${variant}`, `${bsPrefix}-${size}`, `col-md-${span}`,
 * `${type}-feedback`, and the parts it names from a component's prefix (`${bsPrefix}-dialog`,
 * `${prefix}-end`, `${bsPrefix}-bar-striped`).
 */
const safelist = [
  new RegExp(`^(btn|btn-outline|alert|bg|text|border|list-group-item)-${themeColour}$`),
  /^btn-(link|close-white)$/,
  /^(btn|btn-group|form-control|form-select|input-group|modal|spinner-border|spinner-grow)-(sm|lg|xl)$/,
  /^col(-(sm|md|lg|xl|xxl))?(-(\d+|auto))?$/,
  /^(valid|invalid)-(feedback|tooltip)$/,
  /^spinner-(border|grow)$/,
  /^(modal|offcanvas|dropdown-menu|dropdown-toggle|dropdown|dropup|form-check|form-control|alert|list-group-item|list-group|btn-group|nav|progress|card-img)-(dialog|content|backdrop|static|dialog-centered|dialog-scrollable|fullscreen|start|end|top|bottom|toggling|dark|split|center|inline|reverse|plaintext|color|dismissible|action|numbered|vertical|tabs|pills|underline|fill|justified|bar|bar-striped|bar-animated)$/,
];

/**
 * Bootstrap's stylesheet cut to the rules the guest pages can use (decision 0055): it is nearly
 * all of their render-blocking CSS. Only the guest build uses this, and only on bootstrap.min.css:
 * the app's own CSS is small, and its CSS modules' class names are made by the build.
 */
export function purgeBootstrapForGuests(): Plugin {
  const purge = purgeCSSPlugin({
    content: [
      resolve(frontend, 'guest.html'),
      ...guestSourceDirs.map((dir) => `${dir}/**/*.{ts,tsx}`),
      ...reactBootstrapModules(guestSourceDirs, resolve(reactBootstrap, 'esm')),
      `${restartUi}/**/*.js`,
      resolve(altcha, 'altcha.js'),
    ],
    skippedContentGlobs: ['**/*.spec.{ts,tsx}', '**/testing/**'],
    safelist: { standard: safelist },
    keyframes: true,
  });
  const purgeRoot = 'OnceExit' in purge ? purge.OnceExit : undefined;
  if (!purgeRoot) throw new Error('@fullhuman/postcss-purgecss no longer purges in OnceExit');
  return {
    postcssPlugin: 'guest-purge-bootstrap',
    OnceExit(root, helpers) {
      if (root.source?.input.file === bootstrapCss) return purgeRoot(root, helpers);
    },
  };
}
