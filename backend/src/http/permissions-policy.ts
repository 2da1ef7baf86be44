/** Browser features the app never uses: denied to the page and to any frame in it. */
const DENIED = [
  'accelerometer',
  'bluetooth',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** The guest form pages (share links and public forms), where a guest may photograph a file. */
const GUEST_FORM_PAGE = /^\/(link|new)\//;

/**
 * The Permissions-Policy of an answer: every feature the app does not use denied, and the
 * camera only on the guest form pages, whose uploads may take a photo; denied everywhere else
 * (staff pages, the API, files).
 */
export function permissionsPolicy(path: string): string {
  const camera = GUEST_FORM_PAGE.test(path) ? 'camera=(self)' : 'camera=()';
  return [camera, ...DENIED.map((feature) => `${feature}=()`)].join(', ');
}
