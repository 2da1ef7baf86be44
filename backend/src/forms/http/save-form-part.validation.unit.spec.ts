import { BadRequestException } from '@nestjs/common';
import { parseSaveFormPart } from './save-form-part.validation';

async function problems(body: unknown): Promise<string[]> {
  const error = await parseSaveFormPart(body).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof BadRequestException)) throw new Error('expected a 400 for the payload');
  return (error.getResponse() as { message: string[] }).message;
}

const FORM_ID = '3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f';

describe('parseSaveFormPart', () => {
  it('refuses a body that is not an object, or an unknown type', async () => {
    expect(await problems(null)).toEqual(['The body must be a JSON object with a type']);
    expect(await problems([])).toEqual(['The body must be a JSON object with a type']);
    expect(await problems({ type: 'rename' })).toEqual([
      'type must be one of: message, section, delete_section, field, delete_field',
    ]);
    expect(await problems({})).toEqual([
      'type must be one of: message, section, delete_section, field, delete_field',
    ]);
  });

  it('reads a message payload, trimming the name and taking 1 for mapped', async () => {
    const part = await parseSaveFormPart({
      type: 'message',
      form_id: FORM_ID,
      name: '  Intake  ',
      status: 'active',
      mapped: 1,
      message: 'Hello',
      footnote: '',
      config: {
        fields: [{ name: 'project_name', label: 'Project Name', active: true, req: true }],
        allow_none: false,
        allow_same_as: true,
      },
    });
    expect(part).toMatchObject({ type: 'message', name: 'Intake', mapped: true, status: 'active' });
  });

  it.each([
    [{ type: 'message', name: '   ' }, 'name should not be empty'],
    [{ type: 'message', status: 'draft' }, 'status must be one of: pending, active'],
    [{ type: 'message', mapped: 'yes' }, 'mapped must be true or false'],
    [{ type: 'message', form_id: 'abc' }, 'form_id must be a UUID'],
    [{ type: 'message', admin: true }, 'property admin should not exist'],
    [
      {
        type: 'message',
        config: {
          fields: [{ name: 'job_name', label: 'x', active: true, req: true }],
          allow_none: false,
          allow_same_as: false,
        },
      },
      'config.fields.0.name must be one of: project_name, reference_no',
    ],
    [
      {
        type: 'message',
        config: { fields: [], allow_none: false, allow_same_as: false, extra: 1 },
      },
      'property config.extra should not exist',
    ],
    [{ type: 'section', section: { title: '  ' } }, 'section.title should not be empty'],
    [{ type: 'section' }, 'section must be an object'],
    [
      { type: 'section', section: { title: 'Owner', type_id: 2 } },
      'section.type_id must be null or one of: 3, 4, 5, 6, 7, 8',
    ],
    [{ type: 'delete_section', section: { id: 'new_1' } }, 'section.id must be a UUID'],
    [{ type: 'field', field: { type: 'slider', title: 'x' } }, 'field.type must be one of:'],
    [
      { type: 'field', field: { type: 'address', title: 'x', style: { layout: 'grid' } } },
      'field.style.layout must be one of: default, columns',
    ],
    [
      { type: 'field', field: { type: 'multi-select', title: 'x', style: { display: 'radio' } } },
      'field.style.display must be one of: dropdown, checkbox',
    ],
    [
      { type: 'field', field: { type: 'text', title: 'x', style: { colour: 'red' } } },
      'property field.style.colour should not exist',
    ],
    [
      {
        type: 'field',
        field: { type: 'choice', title: 'x', choices: [{ id: 'key_1', name: ' ' }] },
      },
      'field.choices.0.name should not be empty',
    ],
    [
      { type: 'field', field: { type: 'choice', title: 'x', choices: 'a,b' } },
      'field.choices must be an array',
    ],
    [
      { type: 'field', field: { type: 'text', title: 'x', order: 1.5 } },
      'field.order must be a whole number',
    ],
    [
      { type: 'field', field: { type: 'text', title: 'x', section_id: 'section-1' } },
      'field.section_id must be the id of a saved section',
    ],
    [
      { type: 'field', field: { type: 'text', title: 'x' }, deletedChoices: [1] },
      'deletedChoices must be a list of choice ids',
    ],
    [
      { type: 'delete_field', field: { id: FORM_ID, title: 'x' } },
      'property field.title should not exist',
    ],
  ])('refuses %j', async (body, message) => {
    expect((await problems(body)).join(' | ')).toContain(message);
  });

  it('takes a FieldDto-like field with builder state and a temporary id', async () => {
    const part = await parseSaveFormPart({
      type: 'field',
      form_id: FORM_ID,
      deletedChoices: ['key_3'],
      field: {
        id: 'new_1',
        new: true,
        isEditing: true,
        type: 'choice',
        type_id: null,
        title: 'Pick',
        description: '',
        required: true,
        add_to_notes: false,
        order: 2,
        section_id: FORM_ID,
        choices: [{ id: 'key_1', name: 'A' }],
        style: { display: 'checkbox' },
        field_configs: { anything: [1, 2] },
        mapped_type: null,
      },
    });
    expect(part).toMatchObject({ type: 'field', field: { id: 'new_1', mapped_type: null } });
  });
});
