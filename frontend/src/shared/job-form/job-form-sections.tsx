import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { OwnerTargetContext } from './address-lookup/owner-target';
import { SectionCard } from './job-form-section-card';
import { JobFormSectionFields } from './job-form-section-fields';
import { useDrawnSectionCount } from './gradual-sections';
import type { JobFormProps } from './job-form-types';
import type { JobFormState } from './use-job-form';

interface JobFormSectionsProps {
  form: FormSnapshot;
  state: JobFormState;
  /** The form's own props: who views it, and the customer autofill's presets. */
  formProps: JobFormProps;
}

/** The visible sections as cards, each with its fields; a reviewer's pencil per section. */
export function JobFormSections({ form, state, formProps }: JobFormSectionsProps) {
  const { busy, editingSections, sectionEditable, feedback } = state;
  const guest = formProps.viewer === 'guest';
  const drawn = useDrawnSectionCount(state.sections.length);
  return (
    <OwnerTargetContext.Provider value={state.ownerTarget}>
      {state.sections.slice(0, drawn).map((section) => (
        <SectionCard
          key={section.id}
          section={section}
          editable={sectionEditable(section)}
          showPencil={state.reviewing && !(guest && section.readonly)}
          editing={editingSections.has(section.id)}
          saving={typeof busy === 'object' && busy?.section === section.id}
          onEdit={() => state.startEditing(section)}
          onSave={() => void state.saveSection(section)}
          onCancel={() => state.cancelSection(section)}
        >
          <JobFormSectionFields
            section={section}
            editable={sectionEditable(section)}
            answers={state.answerStore}
            config={form.config}
            customerField={state.customerField}
            fieldErrors={feedback.fieldErrors}
            autofill={formProps}
            onChange={state.change}
          />
        </SectionCard>
      ))}
    </OwnerTargetContext.Provider>
  );
}
