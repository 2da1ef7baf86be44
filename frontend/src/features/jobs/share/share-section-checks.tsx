import type { SectionDto } from '@job-intake/contracts/forms/forms-api';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';

interface ShareSectionChecksProps {
  sections: SectionDto[];
  checked: ReadonlySet<string>;
  onToggle: (sectionId: string) => void;
}

const SECTION_COLUMNS = { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' };

/** One checkbox per section of the job's form: the sections the guest may fill in. */
export function ShareSectionChecks({ sections, checked, onToggle }: ShareSectionChecksProps) {
  const idPrefix = useId();
  return (
    <fieldset>
      <legend className="form-label fs-6 mb-2">Sections to share</legend>
      <div className="d-grid column-gap-4" style={SECTION_COLUMNS}>
        {sections.map((section) => (
          <Form.Check
            key={section.id}
            id={`${idPrefix}-${section.id}`}
            type="checkbox"
            label={section.title}
            checked={checked.has(section.id)}
            onChange={() => onToggle(section.id)}
          />
        ))}
      </div>
    </fieldset>
  );
}
