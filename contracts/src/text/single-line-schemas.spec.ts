import type { z } from 'zod';
import { fieldEditorSchema } from '../forms/field.schema';
import { formSettingsSchema } from '../forms/form-settings.schema';
import { userSchema } from '../identity/user.schema';
import { customerPresetSchema } from '../job-form/customer-preset.schema';
import { serviceTypeSchema } from '../services/service-type.schema';
import { singleLineMessage } from './single-line';

/** Each form's zod schema says what the server says of a name on several lines. */
describe.each([
  ['the user name', userSchema, { name: 'Pat\tExample' }, ['name'], 'The name'],
  ['the service text', serviceTypeSchema, { text: 'Notice\nPremium' }, ['text'], 'The text'],
  ['the form name', formSettingsSchema, { name: 'Form\r\n' }, ['name'], 'The form name'],
  [
    'a form config label',
    formSettingsSchema,
    { config: { fields: [{ label: 'Project\u2028Name' }] } },
    ['config', 'fields', 0, 'label'],
    'The label',
  ],
  ['a field title', fieldEditorSchema('text'), { title: 'Owner\nname' }, ['title'], 'The title'],
  [
    'a choice name',
    fieldEditorSchema('choice'),
    { choices: [{ id: 'key_1', name: 'Owner\tTenant' }] },
    ['choices', 0, 'name'],
    'An option',
  ],
  ['a customer name', customerPresetSchema, { contact_role: 1, name: 'Ann\nB' }, ['name'], 'name'],
] as [string, z.ZodTypeAny, object, (string | number)[], string][])(
  '%s',
  (_, schema, values, path, label) => {
    it('refuses a line break, tab or separator, naming the field', () => {
      const result = schema.safeParse(values);
      const issues = result.success ? [] : result.error.issues;
      expect(issues).toContainEqual(
        expect.objectContaining({ path, message: singleLineMessage(label) }),
      );
    });
  },
);
