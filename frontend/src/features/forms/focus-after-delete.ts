/** The id of a section's Add Field button: where the focus goes once one of its fields is deleted. */
export const addFieldToggleId = (sectionId: string) => `add-field-${sectionId}`;

/** The id of the new section title: where the focus goes once a section is deleted. */
export const ADD_SECTION_INPUT_ID = 'add-section-title';

/** The id of Add Logo Variant: where the focus goes once a logo variant is deleted. */
export const ADD_VARIANT_BUTTON_ID = 'add-logo-variant';
