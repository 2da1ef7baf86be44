/** Where the admin pages link to (spec section 2). */
export const adminPaths = {
  companies: '/admin',
  companySettings: (id: string) => `/admin/company/${encodeURIComponent(id)}`,
  companyUsers: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
  companyForms: (id: string) => `/forms?company=${encodeURIComponent(id)}`,
} as const;
