/**
 * The compose dialog's modes (spec section 4, E-mail): new (the company's default or a
 * template, untouched), edit (changed, not sent yet: closing asks first), sent (read-only, Send
 * off) and view (a past e-mail, read-only).
 */
export type ComposeMode = 'new' | 'edit' | 'sent' | 'view';

export const COMPOSE_MODE_LABELS: Record<ComposeMode, string> = {
  new: 'New',
  edit: 'Draft',
  sent: 'Sent',
  view: 'Read-only',
};

const MODE_VARIANTS: Record<ComposeMode, string> = {
  new: 'secondary',
  edit: 'warning',
  sent: 'success',
  view: 'secondary',
};

export const composeModeVariant = (mode: ComposeMode) => MODE_VARIANTS[mode];
