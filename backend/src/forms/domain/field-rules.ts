import {
  ASSOC_CHOICE_TYPE_ID,
  canSaveField,
  DEFAULT_ADDRESS_STYLE,
  hasChoices,
  type Choice,
  type FieldDto,
  type FieldInput,
  type FieldStyle,
  type FieldType,
  type FormConfig,
} from '@job-intake/contracts/forms/forms-api';

/** What a field holds besides where it sits (id, section, order). */
export type FieldContent = Omit<FieldDto, 'id' | 'section_id' | 'order'>;

export interface FieldDecision {
  readonly field: FieldContent | null;
  /** Readable reasons the field cannot be saved, each naming the property. */
  readonly problems: string[];
}

const ADDRESS_TYPES: readonly FieldType[] = ['address', 'address_plus'];

/**
 * The field a save produces: the stored one (if any) with what was sent laid over it, then the
 * rules of spec 2/3/5 checked on the result. Pure, so the builder's rules test in microseconds.
 */
export function decideField(
  existing: FieldContent | null,
  input: FieldInput,
  deletedChoices: readonly string[] = [],
): FieldDecision {
  const type = input.type ?? existing?.type;
  if (!type) return { field: null, problems: ['field.type should not be empty'] };
  const problems: string[] = [];

  const title = (input.title ?? existing?.title ?? '').trim();
  const description = (input.description ?? existing?.description ?? '').trim();
  if (!canSaveField({ type, title, description })) {
    problems.push(
      type === 'instructions'
        ? 'field.description should not be empty (Static Text shows its description)'
        : 'field.title should not be empty',
    );
  }

  const deleted = new Set(deletedChoices);
  let choices: Choice[] = (input.choices ?? existing?.choices ?? []).filter(
    (choice) => !deleted.has(choice.id),
  );
  if (hasChoices(type)) {
    problems.push(...choiceProblems(type, choices));
  } else {
    choices = [];
  }

  let typeId: number | null;
  if (input.type_id !== undefined) typeId = input.type_id;
  else if (type === 'assoc_choice') typeId = ASSOC_CHOICE_TYPE_ID;
  else if (existing?.type === 'assoc_choice') typeId = null;
  else typeId = existing?.type_id ?? null;
  if (type === 'assoc_choice') {
    typeId ??= ASSOC_CHOICE_TYPE_ID;
    if (typeId !== ASSOC_CHOICE_TYPE_ID) {
      problems.push(`field.type_id of an association choice must be ${ASSOC_CHOICE_TYPE_ID}`);
    }
  }

  return {
    field: problems.length
      ? null
      : {
          type,
          type_id: typeId,
          title,
          description,
          required: input.required ?? existing?.required ?? false,
          add_to_notes: input.add_to_notes ?? existing?.add_to_notes ?? false,
          choices: choices.map(({ id, name, extra }) =>
            extra === undefined ? { id, name } : { id, name, extra },
          ),
          style: styleFor(type, input.style ?? existing?.style ?? {}),
          field_configs: input.field_configs ?? existing?.field_configs ?? {},
          mapped_type:
            input.mapped_type !== undefined ? input.mapped_type : (existing?.mapped_type ?? null),
        },
    problems,
  };
}

function choiceProblems(type: FieldType, choices: readonly Choice[]): string[] {
  const problems: string[] = [];
  if (choices.length === 0) problems.push('field.choices should contain at least one choice');
  const seen = new Set<string>();
  for (const choice of choices) {
    if (seen.has(choice.id)) problems.push(`field.choices has the id ${choice.id} twice`);
    seen.add(choice.id);
    if (type === 'assoc_choice' && !/^[1-9][0-9]{0,2}$/.test(choice.id)) {
      problems.push(
        `field.choices of an association choice need whole-number ids (the contact role), not ${choice.id}`,
      );
    }
  }
  return problems;
}

/** Address fields start from the default address style; multi-select from the dropdown. */
export function styleFor(type: FieldType, style: FieldStyle): FieldStyle {
  if (ADDRESS_TYPES.includes(type)) return { ...DEFAULT_ADDRESS_STYLE, ...style };
  if (type === 'multi-select') return { display: 'dropdown', ...style };
  return { ...style };
}

/** The form config's field list names each configurable field once. */
export function configProblems(config: FormConfig): string[] {
  const names = config.fields.map((field) => field.name);
  return names.filter((name, index) => names.indexOf(name) !== index).length
    ? ['config.fields must name project_name and reference_no at most once each']
    : [];
}
