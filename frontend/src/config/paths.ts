/** The app's URLs, in one place so links and routes cannot drift apart. */
export const paths = {
  home: '/',
  jobs: '/jobs',
  jobList: (slug: string) => `/jobs/${slug}`,
  job: (id: string) => `/job/${encodeURIComponent(id)}`,
} as const;
