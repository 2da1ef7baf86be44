import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CompaniesModule } from '../companies/companies.module';
import { FormsModule } from '../forms/forms.module';
import { GuestBudgetsModule } from '../guest-budgets/guest-budgets.module';
import { GuestLinksModule } from '../jobs/guest-links/guest-links.module';
import { JobsModule } from '../jobs/jobs.module';
import { LookupsModule } from '../lookups/lookups.module';
import { LinkLookupsHttpController } from './lookups/link-lookups.http.controller';
import { LinkScopeGuard } from './lookups/link-scope.guard';
import { OpenLinkHttpController } from './open-link/open-link.http.controller';
import { OpenLinkQueryHandler } from './open-link/open-link.query-handler';
import { SaveLinkAnswersHandler } from './save-link-answers/save-link-answers.handler';
import { SaveLinkAnswersHttpController } from './save-link-answers/save-link-answers.http.controller';
import { UnsubscribeHandler } from './unsubscribe/unsubscribe.handler';
import { UnsubscribeHttpController } from './unsubscribe/unsubscribe.http.controller';
import { UnsubscribeQueryHandler } from './unsubscribe/unsubscribe.query-handler';

const httpControllers = [
  OpenLinkHttpController,
  SaveLinkAnswersHttpController,
  UnsubscribeHttpController,
  LinkLookupsHttpController,
];
const commandHandlers = [SaveLinkAnswersHandler, UnsubscribeHandler];
const queryHandlers = [OpenLinkQueryHandler, UnsubscribeQueryHandler];

/**
 * Guests, without signing in: the share link's form on /link/{uuid} and its saves, within the
 * link's daily budget, through the job's one command path with the guest as the actor; an
 * e-mail's unsubscribe link.
 */
@Module({
  imports: [
    CqrsModule,
    CompaniesModule,
    FormsModule,
    GuestBudgetsModule,
    GuestLinksModule,
    JobsModule,
    LookupsModule,
  ],
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers, LinkScopeGuard],
})
export class GuestsModule {}
