import { READ_ONLY_ROLE, refusal, type RouteAccess } from './route-access';

const route = (access: Partial<RouteAccess>): RouteAccess => ({
  all: [],
  any: [],
  reads: false,
  selfService: false,
  ...access,
});

describe('who a route lets in', () => {
  it('opens the reads of projects, History and the export to audit, and no write', () => {
    expect(refusal(['audit'], route({ all: ['projects', 'project_history'], reads: true }))).toBe(
      null,
    );
    expect(refusal(['audit'], route({ all: ['projects'] }))).toBe(READ_ONLY_ROLE);
    expect(refusal(['audit'], route({ all: ['users'], reads: true }))).toMatch(/users is needed/);
  });

  it('refuses an auditor any write that names no permission, but its own account', () => {
    expect(refusal(['audit'], route({}))).toBe(READ_ONLY_ROLE);
    expect(refusal(['audit'], route({ selfService: true }))).toBe(null);
    expect(refusal(['projects'], route({ all: ['projects'] }))).toBe(null);
  });

  it('asks for one of the any-of permissions', () => {
    const stats = route({ any: ['super', 'audit'], reads: true });
    expect(refusal(['audit'], stats)).toBe(null);
    expect(refusal(['projects'], stats)).toMatch(/super or audit is needed/);
  });
});
