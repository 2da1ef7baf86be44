import { env } from '../config/env';

/** The absolute URL of an API path, as the app requests it. */
export const apiUrl = (path: string) => `${env.apiUrl}${path}`;
