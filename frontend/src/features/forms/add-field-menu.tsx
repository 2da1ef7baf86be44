import { type FieldType, OFFERED_FIELD_TYPES } from '@job-intake/contracts/forms/forms-api';
import { PlusIcon } from 'lucide-react';
import Dropdown from 'react-bootstrap/Dropdown';
import { addFieldToggleId } from './focus-after-delete';
import { useGetFormTypesQuery } from './forms-api';

/** The Add Field menu of a section: one item per offered field type. */
export function AddFieldMenu({
  sectionId,
  sectionTitle,
  onAdd,
}: {
  sectionId: string;
  sectionTitle: string;
  onAdd: (type: FieldType) => void;
}) {
  const { data: types } = useGetFormTypesQuery();
  const offered = types?.filter((option) => option.offered) ?? OFFERED_FIELD_TYPES;
  return (
    <Dropdown>
      <Dropdown.Toggle
        id={addFieldToggleId(sectionId)}
        variant="outline-primary"
        size="sm"
        aria-label={`Add Field to ${sectionTitle}`}
      >
        <PlusIcon /> <span className="ms-1">Add Field</span>
      </Dropdown.Toggle>
      <Dropdown.Menu role="menu">
        {offered.map((option) => (
          <Dropdown.Item
            key={option.type}
            as="button"
            type="button"
            role="menuitem"
            onClick={() => onAdd(option.type)}
          >
            {option.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
