import { ApiProperty } from '@nestjs/swagger';
import type { LoginRequest } from '@job-intake/contracts/identity/identity-api';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../http/trimmed.transform';

export class LoginRequestDto implements LoginRequest {
  @ApiProperty({ example: 'admin@demo.job-intake.local' })
  @MaxLength(320)
  @IsString()
  @IsNotEmpty({ message: 'email should not be empty' })
  @trimmed()
  email: string;

  @ApiProperty({ example: 'demo-admin-pass' })
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: 'password should not be empty' })
  password: string;
}
