/**
 * What a guest page says while it loads: the same while its code arrives (guest-routes.tsx's
 * fallback) and while its data does, so the text does not change in between.
 */
export const GUEST_FORM_LOADING = 'Loading the form…';
export const GUEST_PAGE_LOADING = 'Loading…';
