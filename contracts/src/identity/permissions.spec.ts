import {
  COMPANY_ADMIN_PERMISSIONS,
  mayRead,
  mayWrite,
  STANDARD_USER_PERMISSIONS,
} from './permissions';

describe('what audit opens', () => {
  it('reads jobs, their History and the export, and nothing the role does not hold', () => {
    expect(mayRead(['audit'], 'projects')).toBe(true);
    expect(mayRead(['audit'], 'project_history')).toBe(true);
    expect(mayRead(['audit'], 'data_export')).toBe(true);
    expect(mayRead(['audit'], 'users')).toBe(false);
    expect(mayRead(['audit'], 'super')).toBe(false);
    expect(mayRead(['projects'], 'project_history')).toBe(false);
  });

  it('lets an auditor change nothing, and every other role of a new company change something', () => {
    expect(mayWrite(['audit'])).toBe(false);
    expect(mayWrite(['audit', 'project_history', 'data_export'])).toBe(false);
    expect(mayWrite([])).toBe(false);
    expect(mayWrite(STANDARD_USER_PERMISSIONS)).toBe(true);
    expect(mayWrite(COMPANY_ADMIN_PERMISSIONS)).toBe(true);
  });
});
