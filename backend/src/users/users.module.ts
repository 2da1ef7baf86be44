import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompaniesModule } from '../companies/companies.module';
import { CredentialsModule } from '../credentials/credentials.module';
import { MailModule } from '../mail/mail.module';
import { ProviderModule } from '../provider/provider.module';
import { RolesModule } from '../roles/roles.module';
import { AcceptInvitationHttpController } from './accept-invitation/accept-invitation.http.controller';
import { AcceptInvitationService } from './accept-invitation/accept-invitation.service';
import { CompanyScopes } from '../companies/company-scope';
import { DeleteMembershipHttpController } from './delete-membership/delete-membership.http.controller';
import { DeleteMembershipService } from './delete-membership/delete-membership.service';
import { Invitations } from './shared/invitations';
import { InviteUserHttpController } from './invite-user/invite-user.http.controller';
import { InviteUserService } from './invite-user/invite-user.service';
import { ListUsersHttpController } from './list-users/list-users.http.controller';
import { Membership } from './membership.entity';
import { CompanyUsersReader } from './shared/company-users.reader';
import { SaveUserHttpController } from './save-user/save-user.http.controller';
import { SaveUserService } from './save-user/save-user.service';
import { UploadUsersHttpController } from './upload-users/upload-users.http.controller';
import { UploadUsersService } from './upload-users/upload-users.service';
import { User } from './user.entity';
import { UserAccounts } from './user-accounts';
import { UserWriter } from './user.writer';
import { UsersDirectory } from './users.directory';
import { WithdrawInvitationHttpController } from './withdraw-invitation/withdraw-invitation.http.controller';
import { WithdrawInvitationService } from './withdraw-invitation/withdraw-invitation.service';

const httpControllers = [
  ListUsersHttpController,
  InviteUserHttpController,
  AcceptInvitationHttpController,
  WithdrawInvitationHttpController,
  SaveUserHttpController,
  DeleteMembershipHttpController,
  UploadUsersHttpController,
];

/** The company's users, memberships and invitations (users page, Application Users card). */
@Module({
  imports: [
    TypeOrmModule.forFeature([User, Membership]),
    ProviderModule,
    CredentialsModule,
    CompaniesModule,
    MailModule,
    RolesModule,
  ],
  controllers: httpControllers,
  providers: [
    CompanyScopes,
    UserWriter,
    UserAccounts,
    CompanyUsersReader,
    Invitations,
    InviteUserService,
    AcceptInvitationService,
    WithdrawInvitationService,
    SaveUserService,
    DeleteMembershipService,
    UploadUsersService,
    UsersDirectory,
  ],
  exports: [UsersDirectory, UserWriter, UserAccounts],
})
export class UsersModule {}
