import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { ChangePasswordHttpController } from './change-password/change-password.http.controller';
import { UserConfigHttpController } from './user-config/user-config.http.controller';

/** Personal settings (/settings): job list options and password change. */
@Module({
  imports: [AuthModule, UsersModule],
  controllers: [UserConfigHttpController, ChangePasswordHttpController],
})
export class SettingsModule {}
