import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { JobPage } from '../features/jobs/job-page';
import { DEFAULT_JOB_LIST_PATH } from '../features/jobs/job-lists';
import { JobsPage } from '../features/jobs/jobs-page';
import { AppLayout } from './layout/app-layout';

/** The route table (spec section 2); main.tsx and the tests build their routers from it. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to={paths.jobs} replace /> },
      { path: paths.jobs, element: <Navigate to={DEFAULT_JOB_LIST_PATH} replace /> },
      { path: '/jobs/:list', element: <JobsPage /> },
      { path: '/job/:id', element: <JobPage /> },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];
