import { DEFAULT_FORM_CONFIG, type FormConfig } from '@job-intake/contracts/forms/forms-api';
import { projectFields } from './project-fields';

const form = (fields: FormConfig['fields']) => ({
  name: 'Notice Form',
  config: { ...DEFAULT_FORM_CONFIG, fields },
});
const project = (active: boolean, req: boolean) =>
  ({ name: 'project_name', label: 'Project Name', active, req }) as const;
const reference = (active: boolean, req: boolean) =>
  ({ name: 'reference_no', label: 'Customer Reference #', active, req }) as const;

describe('projectFields', () => {
  it('takes the trimmed project name and no reference with the default config', () => {
    expect(
      projectFields(
        { name: 'F', config: DEFAULT_FORM_CONFIG },
        { project_name: ' Mall ', reference_no: 'R' },
      ),
    ).toEqual({ name: 'Mall', reference_no: '' });
  });
  it('refuses an empty required field, naming it', () => {
    expect(() => projectFields(form([project(true, true)]), { project_name: '  ' })).toThrow(
      'project_name should not be empty',
    );
    expect(() =>
      projectFields(form([project(true, true), reference(true, true)]), { project_name: 'x' }),
    ).toThrow('reference_no should not be empty');
  });
  it("falls back to the form's name when the project name is off or left empty", () => {
    expect(projectFields(form([project(false, true)]), { project_name: 'ignored' }).name).toBe(
      'Notice Form',
    );
    expect(projectFields(form([project(true, false)]), {}).name).toBe('Notice Form');
  });
  it('takes the reference when its field is active', () => {
    expect(
      projectFields(form([project(true, true), reference(true, false)]), {
        project_name: 'x',
        reference_no: ' PO-9 ',
      }),
    ).toEqual({ name: 'x', reference_no: 'PO-9' });
  });
});
