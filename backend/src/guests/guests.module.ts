import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FormsModule } from '../forms/forms.module';
import { JobsModule } from '../jobs/jobs.module';
import { OpenLinkHttpController } from './open-link/open-link.http.controller';
import { OpenLinkQueryHandler } from './open-link/open-link.query-handler';
import { SaveLinkAnswersHandler } from './save-link-answers/save-link-answers.handler';
import { SaveLinkAnswersHttpController } from './save-link-answers/save-link-answers.http.controller';

const httpControllers = [OpenLinkHttpController, SaveLinkAnswersHttpController];
const commandHandlers = [SaveLinkAnswersHandler];
const queryHandlers = [OpenLinkQueryHandler];

/**
 * Guests, without signing in: the share link's form on /link/{uuid} and its saves, through the
 * job's one command path with the guest as the actor.
 */
@Module({
  imports: [CqrsModule, FormsModule, JobsModule],
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers],
})
export class GuestsModule {}
