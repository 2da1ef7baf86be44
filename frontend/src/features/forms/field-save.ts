import { type FieldDto, hasChoices } from '@job-intake/contracts/forms/forms-api';

/**
 * What PATCH /form/{id} `{type:'field'}` gets from an edit: the edited field with its text
 * trimmed and blank choices left out, and the ids of the saved choices that are gone.
 */
export function prepareFieldSave(
  saved: FieldDto | null,
  draft: FieldDto,
): { field: FieldDto; deletedChoices: string[] } {
  const choices = hasChoices(draft.type)
    ? draft.choices
        .map((choice) => ({ ...choice, name: choice.name.trim() }))
        .filter((choice) => choice.name !== '')
    : draft.choices;
  const kept = new Set(choices.map((choice) => choice.id));
  const deletedChoices = (saved?.choices ?? [])
    .map((choice) => choice.id)
    .filter((id) => !kept.has(id));
  return {
    field: { ...draft, title: draft.title.trim(), description: draft.description.trim(), choices },
    deletedChoices,
  };
}
