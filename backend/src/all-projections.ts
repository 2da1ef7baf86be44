import { featureModules } from './app.module';
import { projectionsRegisteredBy } from './projections/projection-registration';

/** Every projection the app keeps up to date, for the tools that run beside it (ops, checks). */
export const allProjections = projectionsRegisteredBy(featureModules);
