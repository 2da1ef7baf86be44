/** The forms feature's URLs (spec section 2, route table). */
export const FORMS_PATH = '/forms';
export const formPath = (id: string) => `/form/${encodeURIComponent(id)}`;
