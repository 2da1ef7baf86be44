import type { FormListResponse, FormSummaryDto } from '@job-intake/contracts/forms/forms-api';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';
import { server } from './server';

/**
 * GET /forms as the Data Export tab asks it (one page of every form, not only the offered ones
 * the jobs fake answers): these forms, by name.
 */
export function serveFormsPage(forms: FormSummaryDto[]): void {
  server.use(
    http.get(apiUrl('/forms'), ({ request }) => {
      if (new URL(request.url).searchParams.get('offered') === 'true') return;
      const sorted = [...forms].sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json<FormListResponse>({
        forms: sorted,
        total: sorted.length,
        page: 1,
        size: 100,
        sort: 'name',
        dir: 'asc',
      });
    }),
  );
}
