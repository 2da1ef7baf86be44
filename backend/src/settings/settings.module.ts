import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { User } from '../users/user.entity';
import { ChangePasswordHttpController } from './change-password/change-password.http.controller';
import { UserConfigHttpController } from './user-config/user-config.http.controller';

/** Personal settings (/settings): job list options and password change. */
@Module({
  imports: [TypeOrmModule.forFeature([User]), AuthModule],
  controllers: [UserConfigHttpController, ChangePasswordHttpController],
})
export class SettingsModule {}
