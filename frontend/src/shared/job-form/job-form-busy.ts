/** What the job form is waiting for: nothing, a save, Finalize, Submit Form or one section's Save. */
export type JobFormBusy = null | 'save' | 'finalize' | 'submit' | { section: string };
