/** A fake of GET /config: the footer's support contacts, as the demo defaults read. */
import {
  PUBLIC_CONFIG_PATH,
  type PublicConfigDto,
} from '@job-intake/contracts/config/public-config';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';

export const PUBLIC_CONFIG: PublicConfigDto = {
  support: {
    phone: '(440) 555-0100',
    email: 'support@job-intake.local',
    postal_address: 'Job Intake Services, 100 Provider Way, Mentor, OH 44060',
  },
};

export const publicConfigHandlers = [
  http.get(apiUrl(`/${PUBLIC_CONFIG_PATH}`), () => HttpResponse.json(PUBLIC_CONFIG)),
];
