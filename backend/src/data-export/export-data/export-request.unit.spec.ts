import { readExportRequest } from './export-request';

const valid = {
  'statuses[]': ['open', 'archived'],
  created_from: '2026-01-01',
  created_to: '2026-12-31',
};

describe('readExportRequest', () => {
  it('reads the posted form', () => {
    expect(
      readExportRequest({ ...valid, form_id: 'f1', download_id: 'abc-1', token: 't' }),
    ).toEqual({
      statuses: ['open', 'archived'],
      created_from: '2026-01-01',
      created_to: '2026-12-31',
      form_id: 'f1',
      download_id: 'abc-1',
    });
  });

  it('takes a single status as a list of one', () => {
    expect(readExportRequest({ ...valid, 'statuses[]': 'pending' }).statuses).toEqual(['pending']);
  });

  it.each([
    [{ ...valid, 'statuses[]': undefined }, 'statuses[]'],
    [{ ...valid, 'statuses[]': ['open', 'deleted'] }, 'statuses[]'],
    [{ ...valid, 'statuses[]': [{}] }, 'statuses[]'],
    [{ ...valid, created_from: '2026-02-30' }, 'created_from'],
    [{ ...valid, created_to: 5 }, 'created_to'],
    [{ ...valid, created_from: '2027-01-01' }, 'created_from'],
    [{ ...valid, company_id: 'not-a-uuid' }, 'company_id'],
    [{ ...valid, form_id: 'x\0' }, 'form_id'],
    [{ ...valid, form_id: 'x'.repeat(201) }, 'form_id'],
    [{ ...valid, download_id: '<script>' }, 'download_id'],
    [null, 'statuses[]'],
  ])('refuses %j naming %s', (body, field) => {
    expect(() => readExportRequest(body)).toThrow(field);
  });
});
