import { Module } from '@nestjs/common';
import { FormsModule } from '../../forms/forms.module';
import { JobAnswers } from './job-answers.service';
import { SaveAnswersHttpController } from './save-answers/save-answers.http.controller';
import { UpdateFieldHttpController } from './update-field/update-field.http.controller';

/** The job form's answers: POST /job/{id}/results and POST /job/{id}/field. */
@Module({
  imports: [FormsModule],
  controllers: [SaveAnswersHttpController, UpdateFieldHttpController],
  providers: [JobAnswers],
  exports: [JobAnswers],
})
export class JobAnswersModule {}
