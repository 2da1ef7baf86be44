import {
  FIELD_TITLE_NEEDED_MESSAGE,
  type FieldEditorValues,
  fieldEditorSchema,
  STATIC_TEXT_NEEDED_MESSAGE,
} from './field.schema';

const edit: FieldEditorValues = {
  title: 'Contract Amount',
  description: '',
  required: false,
  add_to_notes: false,
  choices: [],
  style: {},
  mapped_type: { reference: 'total_contract_amt' },
};

function errors(
  type: Parameters<typeof fieldEditorSchema>[0],
  changes: Partial<FieldEditorValues>,
) {
  const result = fieldEditorSchema(type).safeParse({ ...edit, ...changes });
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe('fieldEditorSchema', () => {
  it('accepts a titled field, mapped or not', () => {
    expect(errors('currency', {})).toEqual({});
    expect(errors('text', { mapped_type: null })).toEqual({});
  });

  it('needs a title that is not blank', () => {
    expect(errors('text', { title: '  ' })).toEqual({ title: [FIELD_TITLE_NEEDED_MESSAGE] });
  });

  it('needs the text, not the title, of Static Text', () => {
    expect(errors('instructions', { title: '', description: 'Read me' })).toEqual({});
    expect(errors('instructions', { title: 'Read me', description: ' ' })).toEqual({
      description: [STATIC_TEXT_NEEDED_MESSAGE],
    });
  });

  it('keeps title, text and choices within their limits', () => {
    expect(
      Object.keys(
        errors('choice', {
          title: 'x'.repeat(256),
          description: 'x'.repeat(10001),
          choices: [{ id: 'key_1', name: 'x'.repeat(256) }],
        }),
      ),
    ).toEqual(['title', 'description', 'choices']);
  });
});
