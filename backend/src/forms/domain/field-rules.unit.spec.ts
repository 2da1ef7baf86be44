import { DEFAULT_ADDRESS_STYLE, type FieldInput } from '@job-intake/contracts/forms/forms-api';
import { configProblems, decideField, type FieldContent } from './field-rules';

const radio: FieldContent = {
  type: 'choice',
  type_id: null,
  title: 'Type of Project',
  description: '',
  required: true,
  add_to_notes: false,
  choices: [
    { id: 'key_1', name: 'Commercial' },
    { id: 'key_2', name: 'Residential' },
  ],
  style: {},
  field_configs: {},
  mapped_type: null,
};

describe('decideField', () => {
  it('creates a text field with defaults for what was not sent', () => {
    expect(decideField(null, { type: 'text', title: '  Owner  ' })).toEqual({
      field: {
        type: 'text',
        type_id: null,
        title: 'Owner',
        description: '',
        required: false,
        add_to_notes: false,
        choices: [],
        style: {},
        field_configs: {},
        mapped_type: null,
      },
      problems: [],
    });
  });

  it('needs a type for a new field', () => {
    expect(decideField(null, { title: 'x' }).problems).toEqual(['field.type should not be empty']);
  });

  it('applies canSaveField: a title, or a description for Static Text', () => {
    expect(decideField(null, { type: 'date', title: ' ' }).problems).toEqual([
      'field.title should not be empty',
    ]);
    expect(decideField(null, { type: 'instructions', title: 'Heading' }).problems).toEqual([
      'field.description should not be empty (Static Text shows its description)',
    ]);
    expect(decideField(null, { type: 'instructions', description: 'Read me' }).field).toMatchObject(
      {
        title: '',
        description: 'Read me',
      },
    );
  });

  it('needs choices for choice, multi-select and association fields, with unique ids', () => {
    for (const type of ['choice', 'multi-select', 'assoc_choice'] as const) {
      expect(decideField(null, { type, title: 'Pick', choices: [] }).problems).toContain(
        'field.choices should contain at least one choice',
      );
    }
    const twice: FieldInput = {
      type: 'choice',
      title: 'Pick',
      choices: [
        { id: 'key_1', name: 'A' },
        { id: 'key_1', name: 'B' },
      ],
    };
    expect(decideField(null, twice).problems).toEqual(['field.choices has the id key_1 twice']);
  });

  it('drops the choices of types without them, and the deleted choices of the others', () => {
    expect(decideField(radio, { type: 'text' }).field?.choices).toEqual([]);
    expect(decideField(radio, {}, ['key_1']).field?.choices).toEqual([
      { id: 'key_2', name: 'Residential' },
    ]);
    expect(decideField(radio, {}, ['key_1', 'key_2']).problems).toEqual([
      'field.choices should contain at least one choice',
    ]);
  });

  it('gives an association choice type_id 25 and whole-number choice ids', () => {
    const assoc = decideField(null, {
      type: 'assoc_choice',
      title: 'Who hired you?',
      choices: [
        { id: '1', name: 'Owner' },
        { id: '3', name: 'General Contractor', extra: true },
      ],
    });
    expect(assoc.field).toMatchObject({
      type_id: 25,
      choices: [
        { id: '1', name: 'Owner' },
        { id: '3', name: 'General Contractor', extra: true },
      ],
    });
    expect(
      decideField(null, {
        type: 'assoc_choice',
        title: 'x',
        type_id: 2,
        choices: [{ id: '1', name: 'Owner' }],
      }).problems,
    ).toEqual(['field.type_id of an association choice must be 25']);
    expect(
      decideField(null, {
        type: 'assoc_choice',
        title: 'x',
        choices: [{ id: 'key_1', name: 'Owner' }],
      }).problems,
    ).toEqual([
      'field.choices of an association choice need whole-number ids (the contact role), not key_1',
    ]);
  });

  it('clears the association type_id when the field is retyped, and keeps an address type_id otherwise', () => {
    const assoc = decideField(null, {
      type: 'assoc_choice',
      title: 'x',
      choices: [{ id: '1', name: 'Owner' }],
    }).field as FieldContent;
    expect(decideField(assoc, { type: 'choice' }).field?.type_id).toBeNull();
    const address = decideField(null, { type: 'address', title: 'Site', type_id: 2 })
      .field as FieldContent;
    expect(decideField(address, { title: 'Job Site' }).field?.type_id).toBe(2);
  });

  it('starts address fields from the default style and multi-select from the dropdown', () => {
    expect(
      decideField(null, { type: 'address', title: 'Site', style: { compact: true } }).field?.style,
    ).toEqual({ ...DEFAULT_ADDRESS_STYLE, compact: true });
    expect(
      decideField(null, {
        type: 'multi-select',
        title: 'Tags',
        choices: [{ id: 'key_1', name: 'a' }],
      }).field?.style,
    ).toEqual({
      display: 'dropdown',
    });
  });

  it('lays an update over the stored field and keeps what was not sent', () => {
    const updated = decideField(radio, { title: 'Project Type', required: false });
    expect(updated.field).toEqual({ ...radio, title: 'Project Type', required: false });
  });

  it('sets mapped_type to null only when null is sent', () => {
    const mapped = { ...radio, mapped_type: { reference: 'PROJ_TYPE' } };
    expect(decideField(mapped, {}).field?.mapped_type).toEqual({ reference: 'PROJ_TYPE' });
    expect(decideField(mapped, { mapped_type: null }).field?.mapped_type).toBeNull();
  });
});

describe('configProblems', () => {
  it('refuses a configurable field named twice', () => {
    const field = { name: 'project_name' as const, label: 'Project Name', active: true, req: true };
    expect(configProblems({ fields: [field], allow_none: false, allow_same_as: false })).toEqual(
      [],
    );
    expect(
      configProblems({ fields: [field, field], allow_none: false, allow_same_as: false }),
    ).toEqual(['config.fields must name project_name and reference_no at most once each']);
  });
});
