import { Module } from '@nestjs/common';
import { CompanySetup } from '../companies/company-setup.service';
import { ProviderModule } from '../provider/provider.module';
import { CompanyScopes } from './company-scope/company-scope';
import { DeleteMembershipHttpController } from './delete-membership/delete-membership.http.controller';
import { DeleteMembershipService } from './delete-membership/delete-membership.service';
import { ListUsersHttpController } from './list-users/list-users.http.controller';
import { ListUsersQueryHandler } from './list-users/list-users.query-handler';
import { SaveUserHttpController } from './save-user/save-user.http.controller';
import { SaveUserService } from './save-user/save-user.service';
import { UploadUsersHttpController } from './upload-users/upload-users.http.controller';
import { UploadUsersService } from './upload-users/upload-users.service';

const httpControllers = [
  ListUsersHttpController,
  SaveUserHttpController,
  DeleteMembershipHttpController,
  UploadUsersHttpController,
];

/** The company's users and memberships (users page, Application Users card). */
@Module({
  imports: [ProviderModule],
  controllers: httpControllers,
  providers: [
    CompanyScopes,
    CompanySetup,
    ListUsersQueryHandler,
    SaveUserService,
    DeleteMembershipService,
    UploadUsersService,
  ],
})
export class UsersModule {}
