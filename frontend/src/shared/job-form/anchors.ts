/** Element ids the quick navigation scrolls to. */
export const sectionAnchor = (sectionId: string) => `job-form-section-${sectionId}`;
export const attachmentsAnchor = (topId: string) => `${topId}-attachments`;
